import { describe, expect, test } from "bun:test";
import { covers, intersect, normalize, overlapsAny, shift, subtract, totalMinutes, union } from "./intervals";

const iv = (start: number, end: number) => ({ start, end });

describe("interval algebra", () => {
  test.each([
    ["unsorted and overlapping are merged", [iv(60, 90), iv(0, 30), iv(20, 40)], [iv(0, 40), iv(60, 90)]],
    ["touching intervals join", [iv(0, 30), iv(30, 60)], [iv(0, 60)]],
    ["empty and inverted ones are dropped", [iv(10, 10), iv(50, 40), iv(0, 5)], [iv(0, 5)]],
    ["nothing stays nothing", [], []],
  ])("normalize: %s", (_, input, expected) => {
    expect(normalize(input)).toEqual(expected);
  });

  test.each([
    ["a hole in the middle splits", [iv(540, 1140)], [iv(780, 840)], [iv(540, 780), iv(840, 1140)]],
    ["a hole at the start trims", [iv(540, 1140)], [iv(500, 600)], [iv(600, 1140)]],
    ["a hole covering all leaves nothing", [iv(540, 600)], [iv(0, 1440)], []],
    ["a touching hole changes nothing", [iv(540, 600)], [iv(600, 660)], [iv(540, 600)]],
    ["several holes over several pieces", [iv(0, 100), iv(200, 300)], [iv(50, 250), iv(280, 290)], [iv(0, 50), iv(250, 280), iv(290, 300)]],
  ])("subtract: %s", (_, from, remove, expected) => {
    expect(subtract(from, remove)).toEqual(expected);
  });

  test.each([
    ["overlap", [iv(0, 60)], [iv(30, 90)], [iv(30, 60)]],
    ["touching is empty", [iv(0, 60)], [iv(60, 90)], []],
    ["pieces on both sides", [iv(0, 100), iv(200, 300)], [iv(50, 250)], [iv(50, 100), iv(200, 250)]],
  ])("intersect: %s", (_, a, b, expected) => {
    expect(intersect(a, b)).toEqual(expected);
  });

  test("covers, overlapsAny, union, shift, totalMinutes", () => {
    const free = [iv(540, 780), iv(840, 1140)];
    expect(covers(free, [iv(540, 600), iv(900, 960)])).toBe(true);
    expect(covers(free, [iv(770, 790)])).toBe(false);
    expect(covers(free, [])).toBe(true);
    expect(overlapsAny([iv(0, 30)], [iv(30, 60)])).toBe(false);
    expect(overlapsAny([iv(0, 31)], [iv(30, 60)])).toBe(true);
    expect(union([iv(0, 10)], [iv(5, 20)], [iv(30, 40)])).toEqual([iv(0, 20), iv(30, 40)]);
    expect(shift([iv(0, 10)], 15)).toEqual([iv(15, 25)]);
    expect(totalMinutes([iv(0, 10), iv(5, 20), iv(30, 40)])).toBe(30);
  });
});
