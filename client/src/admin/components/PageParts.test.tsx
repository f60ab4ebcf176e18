import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import { askingAbout } from './ConfirmDialog';
import { Field } from './Field';
import { FilterBar } from './FilterBar';
import { LoadState } from './LoadState';
import { Pager } from './Pager';
import { Section } from './Section';

/** A heading a screen moves the focus to, as SignInBlocks does after lifting a block. */
function Moves() {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <button type="button" onClick={() => heading.current?.focus()}>
        Lift
      </button>
      <Section title="Blocks in force" level={3} headingRef={heading} />
    </>
  );
}

/** Filters holding what is typed, as the subscribers' screen does. */
function Filters({ onApply }: { onApply: (q: string) => void }) {
  const [q, setQ] = useState('');
  return (
    <FilterBar label="Filter subscribers" apply="Apply" onApply={() => onApply(q)}>
      <Field label="Search" type="search" value={q} onChange={(event) => setQ(event.target.value)} />
    </FilterBar>
  );
}

/** A load that goes from waiting to failing to done, as a screen's query does. */
function Loading({ states }: { states: { isPending: boolean; error: Error | null }[] }) {
  const [at, setAt] = useState(0);
  return (
    <>
      <LoadState query={states[at]} />
      <button type="button" onClick={() => setAt((current) => current + 1)}>
        Then
      </button>
    </>
  );
}

describe('Section', () => {
  it('is a region named by its heading, with what it is for under it', () => {
    renderAdmin(
      <Section title="Your sessions" intro="Where you are signed in.">
        <p>Firefox on Linux</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Your sessions' });
    expect(screen.getByRole('heading', { level: 2, name: 'Your sessions' })).not.toHaveAttribute('tabindex');
    expect(region).toHaveTextContent('Where you are signed in.Firefox on Linux');
  });

  it('lets a screen move the focus to its heading, an h3 inside another part', () => {
    renderAdmin(<Moves />);
    screen.getByRole('button', { name: 'Lift' }).click();
    expect(screen.getByRole('heading', { level: 3, name: 'Blocks in force' })).toHaveFocus();
  });
});

describe('LoadState', () => {
  it('says politely that it is loading, announces why it could not, and nothing once loaded', async () => {
    const user = userEvent.setup();
    renderAdmin(
      <Loading
        states={[
          { isPending: true, error: null },
          { isPending: false, error: new Error('The server did not answer.') },
          { isPending: false, error: null },
        ]}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await user.click(screen.getByRole('button', { name: 'Then' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not answer.');
    await user.click(screen.getByRole('button', { name: 'Then' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Pager', () => {
  it('is a navigation named for its list: where this page is, and the moves that are possible', async () => {
    const user = userEvent.setup();
    const next = vi.fn();
    renderAdmin(
      <Pager
        label="Pages of messages"
        place="Showing 1 to 50 of 120 messages"
        moves={[
          { label: 'Previous', disabled: true, go: () => {} },
          { label: 'Next', disabled: false, go: next },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of messages' });
    expect(nav).toHaveTextContent('Showing 1 to 50 of 120 messages');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(next).toHaveBeenCalledTimes(1);
  });
});

describe('FilterBar', () => {
  it('is a form named for what it filters; Enter in a field applies it, as its button does', async () => {
    const user = userEvent.setup();
    const applied: string[] = [];
    renderAdmin(<Filters onApply={(q) => applied.push(q)} />);
    expect(screen.getByRole('form', { name: 'Filter subscribers' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'okafor{Enter}');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(applied).toEqual(['okafor', 'okafor']);
  });
});

describe('askingAbout', () => {
  it('opens while there is something to ask about, sends it on Confirm, forgets the refusal on Cancel', () => {
    const action = { isPending: true, error: { message: 'Refused.' }, mutate: vi.fn(), reset: vi.fn() };
    const close = vi.fn();
    const nothing = askingAbout<number>(action, null, close);
    expect(nothing.open).toBe(false);
    nothing.onConfirm();
    expect(action.mutate).not.toHaveBeenCalled();
    const asked = askingAbout(action, 7, close);
    expect(asked).toMatchObject({ open: true, pending: true, error: 'Refused.' });
    asked.onConfirm();
    expect(action.mutate).toHaveBeenCalledWith(7);
    asked.onCancel();
    expect(action.reset).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
