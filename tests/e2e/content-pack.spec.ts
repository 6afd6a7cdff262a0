import { expect, test } from "@playwright/test";
import { registerLearner } from "./support/accounts";

test("a fresh install has the content pack: blog posts, passages and a listening item that plays", async ({ page, javaScriptEnabled }, info) => {
  test.setTimeout(90_000);
  await page.goto("/blog");
  await expect(page.getByText("Speaking Under Time Pressure: How to Use Every Second").first()).toBeVisible();

  await registerLearner(page, `${info.project.name}pack`);
  const audios = (await (await page.request.get("/api/audios")).json()) as Array<{ id: number; title: string }>;
  let target: { id: number; url: string } | null = null;
  for (const audio of audios) {
    const detail = (await (await page.request.get(`/api/audios/${audio.id}`)).json()) as { audio: { id: number; url: string } };
    if (detail.audio.url.includes("/audio/pack/")) {
      target = detail.audio;
      break;
    }
  }
  expect(target, "a pack audio with questions").not.toBeNull();

  // the audio is really served, with seeking support
  const ranged = await page.request.get(target!.url, { headers: { Range: "bytes=0-1023" } });
  expect(ranged.status()).toBe(206);
  expect(ranged.headers()["content-type"]).toContain("audio/ogg");

  await page.goto(`/listening/${target!.id}`);
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: "Play audio" }).click();
    await expect
      .poll(() => page.locator("audio").evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.3);
  }
  await page.getByRole("button", { name: "I have listened: show the questions" }).click();
  const groups = page.locator("#questions fieldset");
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  expect(count).toBeGreaterThanOrEqual(5);
  for (let i = 0; i < count; i++) await groups.nth(i).getByRole("radio").first().check();
  await page.getByRole("button", { name: "Submit All Answers" }).click();
  await expect(page.getByText(new RegExp(`\\d+ of ${count} correct`)).first()).toBeVisible();
  await expect(page.getByText("Explanation:").first()).toBeVisible();
});
