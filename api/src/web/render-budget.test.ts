import { describe, expect, it } from 'vitest';
import { RenderBudget } from './render-budget.js';

describe('the server-render budget', () => {
  it('lets at most the given number of renders run at once', () => {
    const budget = new RenderBudget(2, 1, () => 0);
    const first = budget.take();
    const second = budget.take();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(budget.take()).toBeNull();
    first!();
    expect(budget.take()).not.toBeNull();
  });

  it('refuses renders once they filled their share of the last second, and allows them again a second later', () => {
    let now = 0;
    const budget = new RenderBudget(4, 0.25, () => now);
    const done = budget.take()!;
    now = 260; // a render of 260 ms: over a quarter of the second
    done();
    expect(budget.take()).toBeNull();
    now = 1261; // that render ended over a second ago
    expect(budget.take()).not.toBeNull();
  });

  it('counts a render once, however often its end is reported', () => {
    let now = 0;
    const budget = new RenderBudget(1, 0.25, () => now);
    const done = budget.take()!;
    now = 100;
    done();
    done();
    const next = budget.take();
    expect(next).not.toBeNull();
    now = 200;
    next!();
    // 100 + 100 ms in the last second: under the 250 ms share.
    expect(budget.take()).not.toBeNull();
  });

  it('renders nothing, ever, with no render at a time or no share of the second', () => {
    expect(new RenderBudget(2, 0.25).renders).toBe(true);
    for (const off of [new RenderBudget(0, 0.25), new RenderBudget(2, 0)]) {
      expect(off.renders).toBe(false);
      expect(off.take()).toBeNull();
    }
  });
});
