/** Built by vite.config.ts (`clientCatalogUrls`): each language's client catalog chunk URL. */
declare module "virtual:client-catalogs" {
  const urls: Partial<Record<string, string>>;
  export default urls;
}
