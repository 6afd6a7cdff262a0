/**
 * The adaptive routing rule of the current-format full test (ours: ETS does not publish its own;
 * docs/decisions/0017): a learner who answers at least 60% of the routing module's scored items
 * correctly takes the harder second module, everyone else the easier one.
 */
import type { Module } from "~/domain/scoring/bands";

export const ROUTING_THRESHOLD_PERCENT = 60;

export function routeFromScore(points: number, maxPoints: number): Module {
  if (!(maxPoints > 0)) return "easier";
  // integer arithmetic: 12/20 is exactly 60%, never 59.999...
  return points * 100 >= ROUTING_THRESHOLD_PERCENT * maxPoints ? "harder" : "easier";
}
