import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reveal } from './reveal';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A controllable IntersectionObserver: tests decide when and what it reports. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  unobserved: Element[] = [];
  constructor(
    public callback: Callback,
    public options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve(element: Element) {
    this.unobserved.push(element);
  }
  disconnect() {}
  report(isIntersecting: boolean) {
    act(() => this.callback(this.observed.map((target) => ({ target, isIntersecting }))));
  }
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

const node = () => screen.getByText('Content').parentElement as HTMLElement;

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  mockReducedMotion(false);
});
afterEach(() => vi.unstubAllGlobals());

describe('Reveal', () => {
  it('renders visible on the server: no hidden state, no inline style', () => {
    const html = renderToString(
      <Reveal direction="left" delay={0.2}>
        <p>Content</p>
      </Reveal>,
    );
    expect(html).not.toMatch(/opacity-0|translate|style=/);
    expect(html).toContain('data-reveal="static"');
  });

  it('observes with threshold 0.1 and hides an element that starts out of view', () => {
    render(
      <Reveal>
        <p>Content</p>
      </Reveal>,
    );
    const [observer] = FakeObserver.instances;
    expect(observer.options.threshold).toBe(0.1);
    expect(observer.observed).toEqual([node()]);
    // Nothing is hidden before the observer has said the element is out of view.
    expect(node().className).not.toContain('opacity-0');

    observer.report(false);
    expect(node()).toHaveAttribute('data-reveal', 'hidden');
    expect(node().className).toContain('motion-safe:opacity-0');
    expect(node().className).toContain('motion-safe:translate-y-[50px]');
    // Hiding is instant: no transition until it comes into view.
    expect(node().className).not.toContain('duration-');
  });

  it('reveals once on entering the view, with its delay, then stops observing', () => {
    render(
      <Reveal direction="right" delay={0.15}>
        <p>Content</p>
      </Reveal>,
    );
    const [observer] = FakeObserver.instances;
    observer.report(false);
    expect(node().className).toContain('motion-safe:translate-x-[50px]');

    observer.report(true);
    expect(node()).toHaveAttribute('data-reveal', 'shown');
    expect(node().className).toContain('duration-600');
    expect(node().className).toContain('ease-out');
    expect(node().className).not.toContain('opacity-0');
    expect(node().className).not.toContain('translate-x');
    expect(node().style.transitionDelay).toBe('0.15s');
    expect(observer.unobserved).toEqual([node()]);
  });

  it.each([
    ['up', 'motion-safe:translate-y-[50px]'],
    ['down', 'motion-safe:-translate-y-[50px]'],
    ['left', 'motion-safe:-translate-x-[50px]'],
    ['right', 'motion-safe:translate-x-[50px]'],
  ] as const)('offsets %s by 50 px while hidden', (direction, expected) => {
    render(
      <Reveal direction={direction}>
        <p>Content</p>
      </Reveal>,
    );
    FakeObserver.instances[0].report(false);
    expect(node().className).toContain(expected);
  });

  it('leaves an element already in view untouched (no animation on arrival)', () => {
    render(
      <Reveal>
        <p>Content</p>
      </Reveal>,
    );
    const [observer] = FakeObserver.instances;
    observer.report(true);
    expect(node()).toHaveAttribute('data-reveal', 'static');
    expect(node().className).toBe('');
    expect(observer.unobserved).toEqual([node()]);
  });

  it('does nothing under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(
      <Reveal>
        <p>Content</p>
      </Reveal>,
    );
    expect(FakeObserver.instances).toHaveLength(0);
    expect(node()).toHaveAttribute('data-reveal', 'static');
  });

  it('stays visible where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <Reveal>
        <p>Content</p>
      </Reveal>,
    );
    expect(node()).toHaveAttribute('data-reveal', 'static');
  });

  it('renders as a list item when asked', () => {
    render(
      <ul>
        <Reveal as="li" className="card">
          <p>Content</p>
        </Reveal>
      </ul>,
    );
    expect(node().tagName).toBe('LI');
    expect(node()).toHaveClass('card');
  });
});
