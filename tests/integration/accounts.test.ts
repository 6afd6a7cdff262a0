import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, latestCode, latestLinkToken, latestMail, location, registerUser } from "./support/http";

describe("registration and email verification", () => {
  it("registers, mails a 6-digit code and a link, and verifies with the code", async () => {
    const browser = new Browser();
    const res = await browser.post("/auth?tab=register", {
      intent: "register",
      username: "maria",
      email: "Maria@Example.com",
      password: "secret123",
    });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/email-verification");

    // unverified: protected pages send to /email-verification
    expect(location(await browser.get("/exercises"))).toBe("/email-verification");

    const mail = await latestMail("maria@example.com");
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    expect(mail?.text).toContain("/verify-email?token=");
    const code = await latestCode("maria@example.com");

    const ok = await browser.post("/email-verification", { intent: "verify", code: code! });
    expect(location(ok)).toBe("/email-verification?verified=1");
    expect((await browser.get("/exercises")).status).toBe(200);
    const page = await (await browser.get("/email-verification?verified=1")).text();
    expect(page).toContain('content="1.5;url=/exercises"');
  });

  it("stores only hashes of passwords, codes and tokens", async () => {
    const { email, password } = await registerUser({ verify: false });
    const user = await env.DB.prepare("SELECT id, password FROM users WHERE email = ?").bind(email).first<{ id: number; password: string }>();
    expect(user!.password).toMatch(/^scrypt\$15\$8\$3\$/);
    expect(user!.password).not.toContain(password);
    const code = await latestCode(email);
    const tokens = await env.DB.prepare("SELECT token FROM email_verification_tokens WHERE user_id = ?").bind(user!.id).all<{ token: string }>();
    const link = await latestLinkToken(email, "/verify-email");
    for (const row of tokens.results) {
      expect(row.token).not.toBe(code);
      expect(row.token).not.toBe(link);
      expect(row.token).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("refuses a code that is not 6 digits with the spec's message", async () => {
    const { browser } = await registerUser({ verify: false });
    const res = await browser.post("/email-verification", { intent: "verify", code: "12ab" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Invalid Code: Please enter a 6-digit verification code.");
  });

  it("allows at most 5 tries per code, then even the right code is refused", async () => {
    const { browser, email } = await registerUser({ verify: false });
    const code = (await latestCode(email))!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) {
      const res = await browser.post("/email-verification", { intent: "verify", code: wrong });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Invalid verification code.");
    }
    const fifth = await browser.post("/email-verification", { intent: "verify", code: wrong });
    expect(fifth.status).toBe(429);
    expect(await fifth.text()).toContain("Too many incorrect attempts. Please request a new code.");
    const right = await browser.post("/email-verification", { intent: "verify", code });
    expect(right.status).toBe(429);
    expect(location(await browser.get("/exercises"))).toBe("/email-verification");

    // a new code works
    expect(location(await browser.post("/email-verification", { intent: "resend" }))).toBe("/email-verification");
    const fresh = (await latestCode(email))!;
    expect(location(await browser.post("/email-verification", { intent: "verify", code: fresh }))).toBe(
      "/email-verification?verified=1",
    );
  });

  it("refuses an expired code", async () => {
    const { browser, email } = await registerUser({ verify: false });
    const code = (await latestCode(email))!;
    await env.DB.prepare("UPDATE email_verification_tokens SET expires = ? WHERE kind = 'code'").bind(Date.now() - 1000).run();
    const res = await browser.post("/email-verification", { intent: "verify", code });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This code has expired or was already used.");
  });

  it("verifies by link once; the link cannot be reused, and an expired link fails", async () => {
    const { browser, email } = await registerUser({ verify: false });
    const token = (await latestLinkToken(email, "/verify-email"))!;
    const first = await new Browser().get(`/verify-email?token=${encodeURIComponent(token)}`);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain("Email verified");
    expect(html).toContain("Go to Dashboard");
    expect((await browser.get("/exercises")).status).toBe(200);

    const again = await new Browser().get(`/verify-email?token=${encodeURIComponent(token)}`);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("Return to Home");

    const other = await registerUser({ verify: false });
    const otherToken = (await latestLinkToken(other.email, "/verify-email"))!;
    await env.DB.prepare("UPDATE email_verification_tokens SET expires = ? WHERE kind = 'link'").bind(Date.now() - 1).run();
    expect((await new Browser().get(`/verify-email?token=${encodeURIComponent(otherToken)}`)).status).toBe(400);

    const missing = await new Browser().get("/verify-email");
    expect(await missing.text()).toContain("Missing verification token. Please check your email link and try again.");
  });

  it("shows every validation message of the register form from the server", async () => {
    const res = await new Browser().post("/auth?tab=register", { intent: "register", username: "ab", email: "nope", password: "123" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Username must be at least 3 characters");
    expect(html).toContain("Invalid email address");
    expect(html).toContain("Password must be at least 6 characters");
  });

  it("refuses a taken username or email without creating anything", async () => {
    const { username, email } = await registerUser();
    const before = await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
    const sameName = await new Browser().post("/auth?tab=register", { intent: "register", username: username.toUpperCase(), email: "x@example.com", password: "secret123" });
    expect(sameName.status).toBe(409);
    expect(await sameName.text()).toContain("This username is already taken");
    const sameEmail = await new Browser().post("/auth?tab=register", { intent: "register", username: "someoneelse", email, password: "secret123" });
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.text()).toContain("An account with this email already exists");
    const after = await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });
});

describe("verification codes from one address", () => {
  it("a classroom behind one address verifies as many accounts as it needs; wrong codes from it are limited", async () => {
    const ip = "203.0.113.5";
    // 29 failed tries already counted from this address in this window
    await env.DB.prepare("INSERT INTO rate_limits (key, count, window_start) VALUES (?, 29, ?)").bind(`code:ip:${ip}`, Date.now()).run();
    for (let i = 0; i < 3; i++) {
      const { browser, email } = await registerUser({ verify: false });
      browser.headers["CF-Connecting-IP"] = ip;
      const ok = await browser.post("/email-verification", { intent: "verify", code: (await latestCode(email))! });
      expect(location(ok)).not.toBe("/email-verification");
    }
    const { browser } = await registerUser({ verify: false });
    browser.headers["CF-Connecting-IP"] = ip;
    const wrong = await browser.post("/email-verification", { intent: "verify", code: "000000" });
    expect(wrong.status).toBe(400);
    const limited = await browser.post("/email-verification", { intent: "verify", code: "000001" });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toMatch(/Too many attempts. Please try again in \d+ minutes./);
  });
});

describe("login, logout and sessions", () => {
  it("logs in with the right password and out again", async () => {
    const { username, password } = await registerUser();
    const browser = new Browser();
    const bad = await browser.post("/auth", { intent: "login", username, password: "wrong-password" });
    expect(bad.status).toBe(401);
    expect(await bad.text()).toContain("Invalid username or password");

    const ok = await browser.post("/auth", { intent: "login", username, password });
    expect(location(ok)).toBe("/exercises");
    expect(browser.cookies.has("__session")).toBe(true);
    const exercises = await browser.get("/exercises");
    expect(await exercises.text()).toContain("Login successful");

    // signed in: /auth and / send to /exercises
    expect(location(await browser.get("/auth"))).toBe("/exercises");
    expect(location(await browser.get("/"))).toBe("/exercises");

    const cookie = browser.cookieHeader();
    const out = await browser.post("/logout", {});
    expect(location(out)).toBe("/");
    expect(await (await browser.get("/")).text()).toContain("You have been successfully logged out.");
    // the old cookie no longer works: the session is gone on the server
    const replay = await new Browser({ Cookie: cookie }).get("/exercises");
    expect(location(replay)).toBe("/auth?redirectTo=%2Fexercises");
  });

  it("shows the login validation messages from the server", async () => {
    const res = await new Browser().post("/auth", { intent: "login", username: "ab", password: "123" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Username must be at least 3 characters");
    expect(html).toContain("Password must be at least 6 characters");
  });

  it("returns to the page that asked for login", async () => {
    const { username, password } = await registerUser();
    const browser = new Browser();
    expect(location(await browser.get("/profile"))).toBe("/auth?redirectTo=%2Fprofile");
    const ok = await browser.post("/auth?redirectTo=%2Fprofile", { intent: "login", username, password, redirectTo: "/profile" });
    expect(location(ok)).toBe("/profile");
    const evil = await new Browser().post("/auth", { intent: "login", username, password, redirectTo: "//evil.example" });
    expect(location(evil)).toBe("/exercises");
  });

  it("rate-limits failed logins per account, with a clear message, even for the right password", async () => {
    const { username, password } = await registerUser();
    for (let i = 0; i < 5; i++) {
      const res = await new Browser({ "CF-Connecting-IP": `192.0.2.${i}` }).post("/auth", { intent: "login", username, password: "wrong-password" });
      expect(res.status).toBe(401);
    }
    const locked = await new Browser({ "CF-Connecting-IP": "192.0.2.99" }).post("/auth", { intent: "login", username, password });
    expect(locked.status).toBe(429);
    expect(await locked.text()).toMatch(/Too many attempts. Please try again in \d+ minutes./);
  });

  it("rate-limits failed logins per IP address across accounts", async () => {
    const ip = { "CF-Connecting-IP": "198.51.100.7" };
    // 29 failures already counted from this address (one password check costs ~0.2 s)...
    await env.DB.prepare("INSERT INTO rate_limits (key, count, window_start) VALUES (?, 29, ?)")
      .bind("login:ip:198.51.100.7", Date.now())
      .run();
    // ...and the 30th, against an account that does not exist
    expect((await new Browser(ip).post("/auth", { intent: "login", username: "nobody", password: "wrong-password" })).status).toBe(401);
    const { username, password } = await registerUser();
    const res = await new Browser(ip).post("/auth", { intent: "login", username, password });
    expect(res.status).toBe(429);
    const elsewhere = await new Browser({ "CF-Connecting-IP": "198.51.100.8" }).post("/auth", { intent: "login", username, password });
    expect(elsewhere.status).toBe(302);
  });

  it("a blocked user cannot sign in and loses existing sessions", async () => {
    const { browser, username, password } = await registerUser();
    expect((await browser.get("/exercises")).status).toBe(200);
    await env.DB.prepare("UPDATE users SET is_blocked = 1 WHERE username = ?").bind(username).run();
    expect(location(await browser.get("/exercises"))).toBe("/auth?redirectTo=%2Fexercises");
    const sessions = await env.DB.prepare("SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = ?").bind(username).first<{ n: number }>();
    expect(sessions!.n).toBe(0);
    const login = await new Browser().post("/auth", { intent: "login", username, password });
    expect(login.status).toBe(403);
    expect(await login.text()).toContain("This account has been blocked.");
  });

  it("sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const { username, password } = await registerUser();
    const res = await new Browser().post("/auth", { intent: "login", username, password });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe("forgot and reset password", () => {
  it("answers the same whether or not the email exists, and mails only real accounts", async () => {
    const { email } = await registerUser();
    const known = await new Browser().post("/forgot-password", { intent: "email", email });
    const unknown = await new Browser().post("/forgot-password", { intent: "email", email: "nobody@example.com" });
    expect(known.status).toBe(unknown.status);
    expect(location(known)).toBe(location(unknown));
    expect((await latestMail(email))?.subject).toContain("Reset");
    expect(await latestMail("nobody@example.com")).toBeNull();
    const bad = await new Browser().post("/forgot-password", { intent: "email", email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Please enter a valid email address");
  });

  it("resets with the mailed token once, signs out other sessions, and refuses reuse", async () => {
    const { browser, username, email } = await registerUser();
    await new Browser().post("/forgot-password", { intent: "email", email });
    const token = (await latestLinkToken(email, "/reset-password"))!;
    expect(token.length).toBeGreaterThanOrEqual(20);

    const mismatch = await new Browser().post("/reset-password", { token, password: "newpass123", confirmPassword: "other123" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("Passwords don&#x27;t match");

    const ok = await new Browser().post("/reset-password", { token, password: "newpass123", confirmPassword: "newpass123" });
    expect(location(ok)).toBe("/auth");
    expect(location(await browser.get("/exercises"))).toBe("/auth?redirectTo=%2Fexercises");

    const reuse = await new Browser().post("/reset-password", { token, password: "another123", confirmPassword: "another123" });
    expect(reuse.status).toBe(400);
    expect(await reuse.text()).toContain("This reset token is invalid or has expired.");

    expect((await new Browser().post("/auth", { intent: "login", username, password: "newpass123" })).status).toBe(302);
  });

  it("refuses an expired reset token and a short one", async () => {
    const { email } = await registerUser();
    await new Browser().post("/forgot-password", { intent: "email", email });
    const token = (await latestLinkToken(email, "/reset-password"))!;
    await env.DB.prepare("UPDATE password_reset_tokens SET expires = ?").bind(Date.now() - 1).run();
    const expired = await new Browser().post("/auth?mode=reset", { intent: "reset", token, password: "newpass123", confirmPassword: "newpass123" });
    expect(expired.status).toBe(400);
    const short = await new Browser().post("/auth?mode=reset", { intent: "reset", token: "short", password: "newpass123", confirmPassword: "newpass123" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Please enter a valid reset token");
  });
});

describe("profile", () => {
  it("changes the password only with the right current password", async () => {
    const { browser, username, password } = await registerUser();
    const wrong = await browser.post("/profile", { intent: "password", currentPassword: "nottheone", newPassword: "brandnew1", confirmPassword: "brandnew1" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Current password is incorrect");
    const mismatch = await browser.post("/profile", { intent: "password", currentPassword: password, newPassword: "brandnew1", confirmPassword: "brandnew2" });
    expect(mismatch.status).toBe(400);
    const ok = await browser.post("/profile", { intent: "password", currentPassword: password, newPassword: "brandnew1", confirmPassword: "brandnew1" });
    expect(location(ok)).toBe("/profile");
    // this session stays; the new password works
    expect((await browser.get("/profile")).status).toBe(200);
    expect((await new Browser().post("/auth", { intent: "login", username, password: "brandnew1" })).status).toBe(302);
  });

  it("validates the profile form with the spec's messages", async () => {
    const { browser } = await registerUser();
    const res = await browser.post("/profile", { intent: "profile", name: "A", email: "bad" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Name must be at least 2 characters");
    expect(html).toContain("Invalid email address");
    const ok = await browser.post("/profile", { intent: "profile", name: "Ana Souza" });
    expect(location(ok)).toBe("/profile");
    expect(await (await browser.get("/profile")).text()).toContain("Ana Souza");
  });
});

describe("cross-site requests and unknown pages", () => {
  it("refuses a form posted from another site and changes nothing", async () => {
    const res = await new Browser().fetch("/auth?tab=register", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: new URLSearchParams({ intent: "register", username: "victim", email: "victim@example.com", password: "secret123" }),
    });
    expect(res.status).toBe(403);
    const row = await env.DB.prepare("SELECT id FROM users WHERE username = 'victim'").first();
    expect(row).toBeNull();
  });

  it("answers unknown paths with a 404 page", async () => {
    const res = await new Browser().get("/no/such/page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
  });

  it("speaks Brazilian Portuguese when the browser or the cookie asks for it", async () => {
    const res = await new Browser({ "Accept-Language": "pt-BR,pt;q=0.9" }).post("/auth", { intent: "login", username: "ab", password: "1" });
    expect(await res.text()).toContain("O nome de usuário deve ter pelo menos 3 caracteres");
    const browser = new Browser({ "Accept-Language": "pt-BR" });
    await browser.post("/language", { locale: "en", redirectTo: "/auth" });
    expect(await (await browser.post("/auth", { intent: "login", username: "ab", password: "1" })).text()).toContain(
      "Username must be at least 3 characters",
    );
  });

  it("the dev outbox exists only in local mode", async () => {
    // tests run with APP_ENV=test, which counts as local
    expect((await new Browser().get("/dev/outbox")).status).toBe(200);
  });
});
