/** Registers every language's client catalogs, learner and admin (the server renders any page in any language). */
import { catalog as enAdmin } from "./catalog-admin.en";
import { catalog as ptAdmin } from "./catalog-admin.pt";
import { catalog as en } from "./catalog.en";
import { catalog as pt } from "./catalog.pt";
import { registerCatalog } from "./index";

registerCatalog("en", en);
registerCatalog("en", enAdmin);
registerCatalog("pt-BR", pt);
registerCatalog("pt-BR", ptAdmin);
