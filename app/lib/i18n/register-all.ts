/** Registers every language's client catalog (the server renders any language). */
import { catalog as en } from "./catalog.en";
import { catalog as pt } from "./catalog.pt";
import { registerCatalog } from "./index";

registerCatalog("en", en);
registerCatalog("pt-BR", pt);
