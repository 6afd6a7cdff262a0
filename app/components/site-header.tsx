import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useT } from "~/lib/i18n/react";

export interface ShellUser {
  username: string;
  name: string | null;
  isAdmin: boolean;
}

export function initials(user: ShellUser): string {
  const source = (user.name || user.username).trim();
  const parts = source.split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[1][0] : source.slice(0, 2);
  return letters.toUpperCase();
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`;

function NavLinks({ user }: { user: ShellUser | null }) {
  const t = useT();
  return user ? (
    <>
      <NavLink to="/exercises" className={linkClass}>{t("nav.exercises")}</NavLink>
      <NavLink to="/blog" className={linkClass}>{t("nav.blog")}</NavLink>
      <NavLink to="/subscribe" className={linkClass}>{t("nav.subscription")}</NavLink>
    </>
  ) : (
    <>
      <NavLink to="/" end className={linkClass}>{t("nav.home")}</NavLink>
      <NavLink to="/blog" className={linkClass}>{t("nav.blog")}</NavLink>
    </>
  );
}

function AccountLinks({ user }: { user: ShellUser }) {
  const t = useT();
  const item = "block rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 w-full";
  return (
    <>
      {user.isAdmin ? (
        <Link to="/admin/dashboard" className={item}>{t("nav.adminDashboard")}</Link>
      ) : null}
      <Link to="/profile" className={item}>{t("nav.profile")}</Link>
      <Form method="post" action="/logout">
        <button type="submit" className={item}>{t("nav.logout")}</button>
      </Form>
    </>
  );
}

/** Site navigation. Menus are <details> elements, so they open without JavaScript. */
export function SiteHeader({ user }: { user: ShellUser | null }) {
  const t = useT();
  const header = useRef<HTMLElement>(null);
  const location = useLocation();
  // With JavaScript, pages change without a reload: close any open menu when they do.
  useEffect(() => {
    header.current?.querySelectorAll("details[open]").forEach((menu) => menu.removeAttribute("open"));
  }, [location.key]);
  return (
    <header ref={header} className="border-b border-slate-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">{t("nav.skipToContent")}</a>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to={user ? "/exercises" : "/"} className="text-lg font-bold text-brand-700">
          {t("app.name")}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLinks user={user} />
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          {user ? (
            <details className="relative" data-testid="account-menu">
              <summary
                aria-label={t("nav.accountMenu")}
                className="flex h-9 w-9 cursor-pointer items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              >
                {initials(user)}
              </summary>
              <div className="absolute right-0 z-20 mt-2 w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
                <p className="px-3 py-2 text-xs text-slate-500">{user.username}</p>
                <AccountLinks user={user} />
              </div>
            </details>
          ) : (
            <>
              <Link to="/auth" className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
                {t("nav.login")}
              </Link>
              <Link to="/auth?tab=register" className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700">
                {t("nav.signup")}
              </Link>
            </>
          )}
        </div>
        <details className="relative md:hidden" data-testid="mobile-drawer">
          <summary className="cursor-pointer rounded-md border border-slate-300 px-3 py-2 text-sm font-medium">
            {t("nav.menu")}
          </summary>
          <nav aria-label="Mobile" className="absolute right-0 z-20 mt-2 flex w-64 flex-col gap-1 rounded-md border border-slate-200 bg-white p-2 shadow-lg">
            <NavLinks user={user} />
            {user ? (
              <AccountLinks user={user} />
            ) : (
              <>
                <NavLink to="/auth" end className={linkClass}>{t("nav.login")}</NavLink>
                <Link to="/auth?tab=register" className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-100">
                  {t("nav.signup")}
                </Link>
              </>
            )}
          </nav>
        </details>
      </div>
    </header>
  );
}
