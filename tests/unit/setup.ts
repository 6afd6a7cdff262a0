import "~/lib/i18n/register-all";
