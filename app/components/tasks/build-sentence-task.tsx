/**
 * Build a Sentence: the other speaker's line, then numbered slots. Without JavaScript each slot is a
 * <select> of the chunks; with it, chunks are dragged from the bank into the slots, or placed with
 * the keyboard: a chunk's button puts it in the next free slot, and a placed chunk has buttons to move
 * it earlier or later or to take it back. Either way the form posts `slot[i]` = the tile index.
 */
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useState, type DragEvent } from "react";
import { useT } from "~/lib/i18n/react";

type Tile = { index: number; text: string };
export type BuildSentenceData = {
  promptId: number;
  context: string;
  before: string;
  after: string;
  slots: number;
  tiles: Tile[];
};
type ActionData = { error?: string; placed?: (number | null)[] } | undefined;

const chip = "rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium shadow-sm";
const smallButton = "rounded border border-slate-300 px-2 py-0.5 text-xs font-semibold hover:bg-slate-100 disabled:opacity-40";

export function BuildSentenceTask({ data }: { data: BuildSentenceData }) {
  const t = useT();
  const actionData = useActionData() as ActionData;
  const navigation = useNavigation();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const initial = Array.from({ length: data.slots }, (_, i) => actionData?.placed?.[i] ?? null);
  const [slots, setSlots] = useState<(number | null)[]>(initial);
  const textOf = (index: number | null) => data.tiles.find((tile) => tile.index === index)?.text ?? "";
  const used = new Set(slots.filter((s): s is number => s !== null));

  function place(index: number, at?: number) {
    setSlots((current) => {
      const next = current.map((s) => (s === index ? null : s));
      const target = at ?? next.findIndex((s) => s === null);
      if (target < 0) return current;
      next[target] = index;
      return next;
    });
  }
  function move(from: number, delta: number) {
    setSlots((current) => {
      const to = from + delta;
      if (to < 0 || to >= current.length) return current;
      const next = [...current];
      [next[from], next[to]] = [next[to], next[from]];
      return next;
    });
  }
  function remove(at: number) {
    setSlots((current) => current.map((s, i) => (i === at ? null : s)));
  }
  function onDrop(event: DragEvent, at: number) {
    event.preventDefault();
    const index = Number(event.dataTransfer.getData("text/plain"));
    if (Number.isInteger(index)) place(index, at);
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <p className="text-xs uppercase tracking-wide text-slate-500">{t("tasks.type.build_sentence")}</p>
        <h1 className="text-2xl font-bold">{t("tasksWS.bs.title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("tasksWS.bs.instructions")}</p>
      </header>
      <section className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <p className="text-sm font-semibold text-slate-600">{t("tasksWS.bs.contextLabel")}</p>
        <p className="mt-1 text-lg" data-testid="bs-context">{data.context}</p>
      </section>

      <Form method="post" className="space-y-4" aria-busy={navigation.state !== "idle"}>
        <input type="hidden" name="intent" value="buildSentence" />
        <input type="hidden" name="slots" value={data.slots} />
        {data.before ? <p className="font-medium">{data.before}</p> : null}

        {enhanced ? (
          <>
            <div>
              <p id="bs-bank-label" className="text-sm font-semibold">{t("tasksWS.bs.bank")}</p>
              <ul aria-labelledby="bs-bank-label" className="mt-2 flex min-h-12 flex-wrap gap-2" data-testid="bs-bank">
                {data.tiles.filter((tile) => !used.has(tile.index)).map((tile) => (
                  <li key={tile.index}>
                    <button
                      type="button"
                      draggable
                      onDragStart={(e) => e.dataTransfer.setData("text/plain", String(tile.index))}
                      onClick={() => place(tile.index)}
                      className={`${chip} cursor-grab`}
                      aria-label={t("tasksWS.bs.placeChunk", { chunk: tile.text })}
                    >
                      {tile.text}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
            <ol className="space-y-2" data-testid="bs-slots">
              {slots.map((value, i) => (
                <li
                  key={i}
                  onDragOver={(e) => e.preventDefault()}
                  onDrop={(e) => onDrop(e, i)}
                  className="flex min-h-11 items-center gap-3 rounded-md border-2 border-dashed border-slate-300 px-3 py-1.5"
                  data-testid={`bs-slot-${i + 1}`}
                >
                  <span className="w-6 text-sm font-semibold text-slate-500">{i + 1}.</span>
                  {value !== null ? (
                    <>
                      <span
                        draggable
                        onDragStart={(e) => e.dataTransfer.setData("text/plain", String(value))}
                        className={`${chip} cursor-grab`}
                      >
                        {textOf(value)}
                      </span>
                      <span className="ml-auto flex gap-1">
                        <button type="button" className={smallButton} disabled={i === 0} onClick={() => move(i, -1)} aria-label={t("tasksWS.bs.moveUp", { chunk: textOf(value) })}>↑</button>
                        <button type="button" className={smallButton} disabled={i === slots.length - 1} onClick={() => move(i, 1)} aria-label={t("tasksWS.bs.moveDown", { chunk: textOf(value) })}>↓</button>
                        <button type="button" className={smallButton} onClick={() => remove(i)} aria-label={t("tasksWS.bs.remove", { chunk: textOf(value) })}>✕</button>
                      </span>
                      <input type="hidden" name={`slot[${i}]`} value={value} />
                    </>
                  ) : (
                    <span className="text-sm text-slate-400">{t("tasksWS.bs.emptySlot")}</span>
                  )}
                </li>
              ))}
            </ol>
          </>
        ) : (
          <ol className="space-y-2">
            {Array.from({ length: data.slots }, (_, i) => (
              <li key={i} className="flex items-center gap-3">
                <label htmlFor={`slot-${i}`} className="w-16 text-sm font-semibold">{t("tasksWS.bs.slot", { n: i + 1 })}</label>
                <select id={`slot-${i}`} name={`slot[${i}]`} defaultValue={initial[i] ?? ""} className="rounded-md border border-slate-300 px-2 py-1.5">
                  <option value="">{t("tasksWS.bs.choose")}</option>
                  {data.tiles.map((tile) => (
                    <option key={tile.index} value={tile.index}>{tile.text}</option>
                  ))}
                </select>
              </li>
            ))}
          </ol>
        )}
        {data.after ? <p className="font-medium">{t("tasksWS.bs.ending", { text: data.after })}</p> : null}
        <div className="min-h-6">
          {actionData?.error ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">{t(actionData.error)}</p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={navigation.state !== "idle"}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {navigation.state !== "idle" ? t("form.submitting") : t("tasksWS.bs.check")}
        </button>
      </Form>
    </div>
  );
}
