import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LOCALE, fillParams, makeT, type Locale, type Translate } from "./index";

const I18nContext = createContext<{ locale: Locale; t: Translate }>({
  locale: DEFAULT_LOCALE,
  t: makeT(DEFAULT_LOCALE),
});

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: makeT(locale) }), [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Adds page content texts sent by a route's loader (see content.server.ts) to `t`. */
export function ContentMessagesProvider({ messages, children }: { messages: Record<string, string>; children: ReactNode }) {
  const parent = useContext(I18nContext);
  const value = useMemo(
    () => ({
      locale: parent.locale,
      t: ((key, params) => (key in messages ? fillParams(messages[key], params) : parent.t(key, params))) as Translate,
    }),
    [parent, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translate function of the current request's locale. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}
