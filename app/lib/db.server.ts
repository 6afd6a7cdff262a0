import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** A drizzle client over the request's D1 binding (one per request; never module-level). */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
export type Db = ReturnType<typeof createDb>;
export { schema };
