import { describe, expect, it } from "vitest";
import { decodeEntities, htmlText, safeUrl, sanitizeHtml } from "~/domain/html-sanitizer";

/**
 * A structural check of the output: every tag is allow-listed, every attribute is allow-listed and
 * quoted, no URL attribute holds a script scheme, and tags are balanced.
 */
const TAGS = /<\/?([a-z0-9]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*>/g;
const ALLOWED = new Set("h1 h2 h3 h4 h5 h6 p br hr div span ul ol li dl dt dd a img figure figcaption table caption thead tbody tfoot tr th td colgroup col pre code kbd samp blockquote q cite abbr em strong b i u s del ins sub sup mark small".split(" "));
const ATTRS = new Set("href target rel src alt width height loading colspan rowspan scope span start reversed cite class title lang".split(" "));

function expectSafe(html: string) {
  const out = sanitizeHtml(html);
  const withoutTags = out.replace(TAGS, (whole, name: string, attrs: string) => {
    expect(ALLOWED.has(name), `tag <${name}> in ${out}`).toBe(true);
    for (const [, attr, value] of attrs.matchAll(/\s+([a-z-]+)(?:="([^"]*)")?/g)) {
      expect(ATTRS.has(attr), `attribute ${attr} in ${out}`).toBe(true);
      if (attr === "href" || attr === "src" || attr === "cite") {
        const decoded = decodeEntities(value ?? "").replace(/[\s\u0000-\u001f]/g, "").toLowerCase();
        expect(decoded).not.toMatch(/^(javascript|vbscript|data|file):/);
      }
    }
    return "";
  });
  // what is left is text: no raw angle brackets that could open a tag
  expect(withoutTags, out).not.toMatch(/[<>]/);
  const opens = [...out.matchAll(/<([a-z0-9]+)[\s>]/g)].map((m) => m[1]).filter((n) => !["br", "hr", "img", "col"].includes(n));
  const closes = [...out.matchAll(/<\/([a-z0-9]+)>/g)].map((m) => m[1]);
  expect(closes.length, `balanced: ${out}`).toBe(opens.length);
  return out;
}

describe("sanitizeHtml keeps the content an article needs", () => {
  it("keeps headings, paragraphs, lists, emphasis, quotes and code", () => {
    const html =
      "<h2>Plan</h2><p>Read <strong>every</strong> day, <em>aloud</em>.</p><ul><li>one</li><li>two</li></ul>" +
      "<ol start=\"3\"><li>three</li></ol><blockquote>Quote</blockquote><pre><code class=\"language-ts\">let a = 1 &lt; 2;</code></pre>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps safe links, adds rel to new-tab links and keeps relative and mailto links", () => {
    expect(sanitizeHtml('<a href="https://ets.org/toefl" target="_blank">ETS</a>')).toBe(
      '<a href="https://ets.org/toefl" target="_blank" rel="noopener noreferrer">ETS</a>',
    );
    expect(sanitizeHtml('<a href="/blog/other">x</a>')).toBe('<a href="/blog/other">x</a>');
    expect(sanitizeHtml('<a href="mailto:help@example.com">mail</a>')).toBe('<a href="mailto:help@example.com">mail</a>');
    expect(sanitizeHtml('<a href="#section">x</a>')).toBe('<a href="#section">x</a>');
  });

  it("keeps images with http(s) or relative sources, lazily loaded, with their size and alt text", () => {
    expect(sanitizeHtml('<img src="https://cdn.example.com/a.png" alt="Chart" width="600" height="300">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="Chart" width="600" height="300" loading="lazy">',
    );
    expect(sanitizeHtml('<img src="/media/a.png">')).toBe('<img src="/media/a.png" alt="" loading="lazy">');
  });

  it("keeps tables with their spans and header scopes", () => {
    const html = '<table><thead><tr><th scope="col">Band</th></tr></thead><tbody><tr><td colspan="2">6</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps text entities and escapes stray brackets and ampersands", () => {
    expect(sanitizeHtml("<p>Tom &amp; Jerry &mdash; 3 < 4 & 5 > 2</p>")).toBe("<p>Tom &amp; Jerry &mdash; 3 &lt; 4 &amp; 5 &gt; 2</p>");
  });

  it("balances unclosed tags and drops stray end tags, so the page around stays intact", () => {
    expect(sanitizeHtml("<p><strong>bold")).toBe("<p><strong>bold</strong></p>");
    expect(sanitizeHtml("</div></main><p>x</p></article>")).toBe("<p>x</p>");
    expect(sanitizeHtml("<div><p>a</div>b")).toBe("<div><p>a</p></div>b");
    expect(sanitizeHtml("<table><tr><td>cell")).toBe("<table><tr><td>cell</td></tr></table>");
  });

  it("drops unknown elements but keeps their text", () => {
    expect(sanitizeHtml("<font color=red>hi</font><center>there</center>")).toBe("hithere");
    expect(sanitizeHtml("<input value=x><label>name</label>")).toBe("name");
  });
});

describe("sanitizeHtml removes what could run code or cover the page", () => {
  const payloads: Array<[string, string]> = [
    ["a script element", "<script>alert(1)</script>"],
    ["a mixed-case script", "<ScRiPt>alert(1)</sCrIpT>"],
    ["a script with attributes", '<script src="https://evil.example/x.js"></script>'],
    ["a split script tag", "<scr<script>ipt>alert(1)</script>"],
    ["an unclosed script", "<script>alert(1)"],
    ["a script in a comment trick", "<!--<script>-->alert(1)<!--</script>-->"],
    ["a conditional comment", "<!--[if IE]><script>alert(1)</script><![endif]-->"],
    ["an img onerror", "<img src=x onerror=alert(1)>"],
    ["an img onerror with quotes", '<img src="x" onerror="alert(\'XSS\')">'],
    ["a back-quoted onerror", "<img src=`x`onerror=alert(1)>"],
    ["an svg onload", "<svg onload=alert(1)>"],
    ["an svg with a script", "<svg><script>alert(1)</script></svg>"],
    ["a math element", '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ["a body onload", "<body onload=alert(1)>"],
    ["an iframe", '<iframe src="javascript:alert(1)"></iframe>'],
    ["an iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ["an object", '<object data="javascript:alert(1)"></object>'],
    ["an embed", '<embed src="javascript:alert(1)">'],
    ["a form with a javascript action", '<form action="javascript:alert(1)"><button>go</button></form>'],
    ["a style element", "<style>body{display:none}</style>"],
    ["a style attribute overlay", '<div style="position:fixed;inset:0;z-index:9999;background:white">covered</div>'],
    ["a class overlay", '<div class="fixed inset-0 z-50">covered</div>'],
    ["a javascript link", '<a href="javascript:alert(1)">x</a>'],
    ["a mixed-case javascript link", '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ["an entity-encoded javascript link", '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
    ["an entity-encoded link without semicolons", '<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)">x</a>'],
    ["a hex-encoded javascript link", '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>'],
    ["a tab inside javascript", '<a href="jav\tascript:alert(1)">x</a>'],
    ["an encoded tab inside javascript", '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ["an encoded newline inside javascript", '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
    ["a named-entity colon", '<a href="javascript&colon;alert(1)">x</a>'],
    ["leading spaces and controls", '<a href=" &#14;  javascript:alert(1)">x</a>'],
    ["a vbscript link", '<a href="vbscript:msgbox(1)">x</a>'],
    ["a data: link", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ["a data: image", '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ["an unquoted javascript image", "<IMG SRC=javascript:alert('XSS')>"],
    ["a quote-confused image", '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">'],
    ["nested quotes in attributes", `<a href="/ok" title='x" onmouseover="alert(1)'>x</a>`],
    ["a slash-separated handler", "<img/src=x/onerror=alert(1)>"],
    ["a handler after a quoted value", '<a href="/x"onclick="alert(1)">x</a>'],
    ["a meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ["a base tag", '<base href="javascript:alert(1)//">'],
    ["a link tag", '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ["a template", "<template><script>alert(1)</script></template>"],
    ["a noscript breakout", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ["a textarea breakout", "<textarea></textarea><script>alert(1)</script>"],
    ["a title breakout", "<title><script>alert(1)</script></title>"],
    ["a plaintext element", "<plaintext><script>alert(1)</script>"],
    ["an xmp breakout", "<xmp><script>alert(1)</script></xmp>"],
    ["a video onerror", "<video><source onerror=alert(1)></video>"],
    ["a details ontoggle", "<details open ontoggle=alert(1)>x</details>"],
    ["a formaction button", '<button formaction="javascript:alert(1)">x</button>'],
    ["a null byte in a tag name", "<scr\u0000ipt>alert(1)</scr\u0000ipt>"],
    ["a blockquote cite", '<blockquote cite="javascript:alert(1)">q</blockquote>'],
    ["an id that clobbers the page", '<p id="main" name="x">p</p>'],
    ["a huge width", '<img src="/a.png" width="99999999">'],
    ["an unterminated attribute", '<a href="https://ok.example/" onclick="alert(1)'],
    ["a bogus closing tag", "</ script><script>alert(1)</script>"],
    ["a processing instruction", "<?xml version='1.0'?><script>alert(1)</script>"],
    ["a CDATA section", "<![CDATA[<script>alert(1)</script>]]>"],
  ];

  for (const [name, payload] of payloads) {
    it(`neutralises ${name}`, () => {
      const out = expectSafe(payload);
      // outside attribute values (which are escaped text) nothing script-like is left
      const markup = out.toLowerCase().replace(/"[^"]*"/g, '""');
      expect(markup).not.toMatch(/<script|<iframe|<svg|<object|<embed|<style|<form|\son[a-z]+=|style=|javascript:/);
    });
  }

  it("drops a javascript: href but keeps the link text", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">click</a>')).toBe("<a>click</a>");
  });

  it("keeps the visible text of a split script tag only as text", () => {
    expect(sanitizeHtml("<scr<script>ipt>alert(1)</script>")).toBe("ipt&gt;alert(1)");
    expect(sanitizeHtml("a<scr<b>ipt>b")).toBe("aipt&gt;b");
  });

  it("keeps the text after a dropped element", () => {
    expect(sanitizeHtml("<p>before</p><script>x</script><p>after</p>")).toBe("<p>before</p><p>after</p>");
    expect(sanitizeHtml("<svg><svg></svg><script>x</script></svg><p>after</p>")).toBe("<p>after</p>");
  });

  it("is idempotent: sanitising its own output changes nothing", () => {
    for (const [, payload] of payloads) {
      const once = sanitizeHtml(payload);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });
});

describe("safeUrl", () => {
  it("accepts http, https, mailto and relative URLs, and refuses other schemes", () => {
    const link = ["http", "https", "mailto"];
    expect(safeUrl("https://a.example/x?y#z", link)).toBe("https://a.example/x?y#z");
    expect(safeUrl("/relative/path:with-colon", link)).toBe("/relative/path:with-colon");
    expect(safeUrl("page?x=a:b", link)).toBe("page?x=a:b");
    expect(safeUrl("javascript:alert(1)", link)).toBeNull();
    expect(safeUrl("  JAVASCRIPT:alert(1)", link)).toBeNull();
    expect(safeUrl("mailto:a@b.c", ["http", "https"])).toBeNull();
    expect(safeUrl("\\\\evil.example", link)).toBeNull();
  });
});

describe("htmlText", () => {
  it("is the visible text, used to refuse content that is only markup", () => {
    expect(htmlText("<p> Hello <b>world</b> </p>")).toBe("Hello world");
    expect(htmlText(sanitizeHtml("<script>alert(1)</script>"))).toBe("");
  });
});
