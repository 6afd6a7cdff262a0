/**
 * An allow-list HTML sanitiser for blog posts written by admins. It runs anywhere (Workers have no
 * DOM): a small tokenizer reads the input, and a serializer writes a new, canonical document from
 * the tokens it accepts. Safety does not depend on parsing the input exactly as a browser would:
 *
 * - text is always re-escaped (`<` and `>` always; `&` unless it starts a well-formed character
 *   reference, which can only ever produce text);
 * - only allow-listed elements are written, and only allow-listed attributes, always quoted and
 *   escaped (so no `on*` handler, no `style`, no `class`/`id` that could restyle or clobber the page);
 * - URLs are decoded as a browser would decode them (character references, then tab/newline and
 *   control characters stripped) and kept only with a safe scheme: http, https, mailto (links) or
 *   no scheme (relative);
 * - script-like elements (script, style, iframe, object, embed, form, svg, math, template, ...) are
 *   dropped together with everything inside them; other unknown elements lose their tags but keep
 *   their text;
 * - the output is balanced: an end tag closes only an element this sanitiser opened, and every open
 *   element is closed at the end, so content can never close or swallow the page around it.
 */

const ALLOWED_TAGS = new Set([
  "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "div", "span",
  "ul", "ol", "li", "dl", "dt", "dd",
  "a", "img", "figure", "figcaption",
  "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "colgroup", "col",
  "pre", "code", "kbd", "samp", "blockquote", "q", "cite", "abbr",
  "em", "strong", "b", "i", "u", "s", "del", "ins", "sub", "sup", "mark", "small",
]);

const VOID_TAGS = new Set(["br", "hr", "img", "col"]);

/** Dropped with their whole content. */
const DROP_WITH_CONTENT = new Set([
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "form", "svg", "math",
  "template", "noscript", "noembed", "noframes", "xmp", "textarea", "title", "select", "audio", "video",
  "canvas", "head", "plaintext", "button", "option", "datalist", "portal", "dialog",
]);

/** Elements whose content a browser reads as raw text up to the matching end tag. */
const RAW_TEXT = new Set(["script", "style", "iframe", "noembed", "noframes", "noscript", "textarea", "title", "xmp"]);

const GLOBAL_ATTRS = new Set(["title", "lang"]);
const TAG_ATTRS: Record<string, Set<string>> = {
  a: new Set(["href", "target"]),
  img: new Set(["src", "alt", "width", "height"]),
  td: new Set(["colspan", "rowspan"]),
  th: new Set(["colspan", "rowspan", "scope"]),
  col: new Set(["span"]),
  colgroup: new Set(["span"]),
  ol: new Set(["start", "reversed"]),
  blockquote: new Set(["cite"]),
  q: new Set(["cite"]),
  code: new Set(["class"]),
  abbr: new Set(["title"]),
};

const NUMERIC_ATTRS = new Set(["width", "height", "colspan", "rowspan", "span", "start"]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", tab: "\t", newline: "\n",
  colon: ":", sol: "/", lpar: "(", rpar: ")", period: ".", comma: ",", semi: ";", excl: "!",
  num: "#", percnt: "%", equals: "=", quest: "?", commat: "@",
};

/** Decodes character references the way a browser does inside an attribute value. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z][a-zA-Z0-9]*);?/g, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
      return String.fromCodePoint(code);
    }
    // Named references: decoded only with their semicolon (as browsers do in attributes); the
    // unknown ones stay literal text, and their `&` is escaped on output.
    if (!whole.endsWith(";")) return whole;
    const named = NAMED_ENTITIES[ref.toLowerCase()];
    return named ?? whole;
  });
}

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * A URL with a safe scheme, or null. `value` is already entity-decoded. Browsers strip leading and
 * trailing C0 controls and spaces and remove tabs and newlines anywhere before reading the scheme.
 */
export function safeUrl(value: string, schemes: readonly string[]): string | null {
  // eslint-disable-next-line no-control-regex
  const trimmed = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  const probe = trimmed.replace(/[\t\n\r]/g, "");
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(probe)) return null;
  const scheme = /^([^/?#]*?):/.exec(probe);
  if (scheme) {
    const name = scheme[1].toLowerCase();
    if (!/^[a-z][a-z0-9+.-]*$/.test(name) || !schemes.includes(name)) return null;
  } else if (probe.startsWith("\\") || probe.startsWith("/\\")) {
    return null;
  }
  return probe;
}

interface StartTag {
  type: "start";
  name: string;
  attrs: Array<[string, string]>;
}
interface EndTag {
  type: "end";
  name: string;
}

const isSpace = (c: string) => c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\f";
const isAlpha = (c: string) => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z");

/** Reads a tag starting at `html[i] === "<"`; returns the token and the index after it. */
function readTag(html: string, i: number): { token: StartTag | EndTag; end: number } {
  const closing = html[i + 1] === "/";
  let j = i + (closing ? 2 : 1);
  let name = "";
  while (j < html.length && !isSpace(html[j]) && html[j] !== "/" && html[j] !== ">") name += html[j++];
  name = name.toLowerCase();
  const attrs: Array<[string, string]> = [];
  while (j < html.length) {
    while (j < html.length && (isSpace(html[j]) || html[j] === "/")) j++;
    if (j >= html.length) break;
    if (html[j] === ">") {
      j++;
      break;
    }
    let attrName = html[j++];
    while (j < html.length && !isSpace(html[j]) && html[j] !== "/" && html[j] !== ">" && html[j] !== "=") attrName += html[j++];
    while (j < html.length && isSpace(html[j])) j++;
    let value = "";
    if (html[j] === "=") {
      j++;
      while (j < html.length && isSpace(html[j])) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        value = close === -1 ? html.slice(j + 1) : html.slice(j + 1, close);
        j = close === -1 ? html.length : close + 1;
      } else {
        while (j < html.length && !isSpace(html[j]) && html[j] !== ">") value += html[j++];
      }
    }
    attrs.push([attrName.toLowerCase(), decodeEntities(value)]);
  }
  return { token: closing ? { type: "end", name } : { type: "start", name, attrs }, end: j };
}

/** Index just after the end tag `</name ...>` from `from`, or the end of the input. */
function skipRawText(html: string, name: string, from: number): number {
  const re = new RegExp(`</${name}(?=[\\s/>])`, "ig");
  re.lastIndex = from;
  const match = re.exec(html);
  if (!match) return html.length;
  const close = html.indexOf(">", match.index);
  return close === -1 ? html.length : close + 1;
}

function cleanAttrs(tag: string, attrs: Array<[string, string]>): string {
  const allowed = TAG_ATTRS[tag];
  const out: Array<[string, string]> = [];
  const seen = new Set<string>();
  for (const [name, raw] of attrs) {
    if (seen.has(name)) continue;
    seen.add(name);
    if (!GLOBAL_ATTRS.has(name) && !allowed?.has(name)) continue;
    let value: string | null = raw;
    if (name === "href") value = safeUrl(raw, ["http", "https", "mailto"]);
    else if (name === "src") value = safeUrl(raw, ["http", "https"]);
    else if (name === "cite") value = safeUrl(raw, ["http", "https"]);
    else if (NUMERIC_ATTRS.has(name)) value = /^\s*\d{1,5}\s*$/.test(raw) ? raw.trim() : null;
    else if (name === "target") value = raw.trim().toLowerCase() === "_blank" ? "_blank" : null;
    else if (name === "scope") value = /^(row|col|rowgroup|colgroup)$/i.test(raw.trim()) ? raw.trim().toLowerCase() : null;
    else if (name === "class") value = /^language-[a-z0-9_+#-]{1,30}$/i.test(raw.trim()) ? raw.trim() : null;
    else if (name === "reversed") value = "";
    else if (name === "lang") value = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(raw.trim()) ? raw.trim() : null;
    if (value === null) continue;
    out.push([name, value]);
  }
  if (tag === "a" && out.some(([n]) => n === "target")) out.push(["rel", "noopener noreferrer"]);
  if (tag === "img") {
    if (!out.some(([n]) => n === "alt")) out.push(["alt", ""]);
    out.push(["loading", "lazy"]);
  }
  return out.map(([n, v]) => (n === "reversed" ? " reversed" : ` ${n}="${escapeAttr(v)}"`)).join("");
}

/** Sanitises admin-written HTML to the allow-list described above. */
export function sanitizeHtml(input: string): string {
  const html = String(input ?? "").replace(/\u0000/g, "");
  let out = "";
  const open: string[] = [];
  /** While > 0 we are inside a dropped element: its tag name and nesting depth. */
  let dropping: { name: string; depth: number } | null = null;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    const textEnd = lt === -1 ? html.length : lt;
    if (textEnd > i) {
      if (!dropping) out += escapeText(html.slice(i, textEnd));
      i = textEnd;
      continue;
    }
    // html[i] === "<"
    const next = html[i + 1] ?? "";
    if (html.startsWith("<!--", i)) {
      const close = html.indexOf("-->", i + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (next === "!" || next === "?" || (next === "/" && html[i + 2] === ">")) {
      const close = html.indexOf(">", i + 1);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    if (!(isAlpha(next) || (next === "/" && isAlpha(html[i + 2] ?? "")))) {
      if (!dropping) out += "&lt;";
      i += 1;
      continue;
    }
    const { token, end } = readTag(html, i);
    i = end;
    if (dropping) {
      if (token.name === dropping.name) dropping.depth += token.type === "start" ? 1 : -1;
      if (dropping.depth === 0) dropping = null;
      continue;
    }
    if (token.type === "start") {
      if (RAW_TEXT.has(token.name)) {
        i = skipRawText(html, token.name, i);
        continue;
      }
      if (token.name === "plaintext") {
        i = html.length;
        continue;
      }
      if (DROP_WITH_CONTENT.has(token.name)) {
        dropping = { name: token.name, depth: 1 };
        continue;
      }
      if (!ALLOWED_TAGS.has(token.name)) continue;
      out += `<${token.name}${cleanAttrs(token.name, token.attrs)}>`;
      if (!VOID_TAGS.has(token.name)) open.push(token.name);
      continue;
    }
    // end tag: close it (and anything opened inside it) only if we opened it
    const at = open.lastIndexOf(token.name);
    if (at === -1) continue;
    while (open.length > at) out += `</${open.pop()}>`;
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** The visible text of some HTML (tags removed, whitespace collapsed), e.g. to test for emptiness. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
