import { expect, test } from "@playwright/test";

test("the server answers /healthz", async ({ page }) => {
  const res = await page.request.get("/healthz");
  expect(res.status()).toBe(200);
  expect(await res.text()).toBe("ok");
});
