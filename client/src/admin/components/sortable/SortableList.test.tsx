import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveRegion } from '../../layout/LiveRegion';
import { renderAdmin } from '../../test/render';
import { dropIndex, placedAt } from './drop';
import { SortableList } from './SortableList';

interface Person {
  id: number;
  name: string;
}
const PEOPLE: Person[] = [
  { id: 1, name: 'Amani' },
  { id: 2, name: 'Baraka' },
  { id: 3, name: 'Chausiku' },
];
const moves: { ids: number[]; from: number; to: number }[] = [];
afterEach(() => {
  moves.length = 0;
});

function People() {
  const [people, setPeople] = useState(PEOPLE);
  return (
    <>
      <LiveRegion />
      <SortableList
        label="People"
        items={people}
        idOf={(person) => person.id}
        nameOf={(person) => person.name}
        onReorder={(ids, move) => {
          moves.push({ ids, from: move.from, to: move.to });
          setPeople(ids.map((id) => people.find((p) => p.id === id) as Person));
        }}
        actions={(person) => <button type="button">Edit {person.name}</button>}
      >
        {(person) => <span>{person.name}</span>}
      </SortableList>
    </>
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'People' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span:not([aria-hidden])')?.textContent);

/** jsdom lays nothing out: each card gets a box 50 px tall, stacked in the order they are in the list. */
function layOut() {
  const cards = screen.getByRole('list', { name: 'People' }).querySelectorAll('li');
  cards.forEach((card, index) => {
    card.getBoundingClientRect = () => ({ top: index * 50, height: 50, bottom: index * 50 + 50 }) as DOMRect;
  });
}
const grip = (name: string) => {
  const id = PEOPLE.find((person) => person.name === name)?.id;
  return document.querySelector(`li[data-sortable-id="${id}"] [data-drag-handle]`) as HTMLElement;
};

/** jsdom's accessible names drop the space before a visually hidden name ("Move up" + " Amani"); Chromium keeps it. */
const button = (words: string, name: string) => screen.getByRole('button', { name: new RegExp(`^${words} ?${name}$`) });

describe('SortableList', () => {
  it('moves with the buttons, says so, and keeps the focus on the moved item', async () => {
    renderAdmin(<People />);
    const first = button('Move up', 'Amani');
    expect(first).toBeDisabled();
    expect(button('Move down', 'Chausiku')).toBeDisabled();
    const down = button('Move down', 'Amani');
    down.focus();
    fireEvent.click(down);
    expect(names()).toEqual(['Baraka', 'Amani', 'Chausiku']);
    expect(moves).toEqual([{ ids: [2, 1, 3], from: 0, to: 1 }]);
    expect(button('Move down', 'Amani')).toHaveFocus();
    expect(await screen.findByText('Amani moved to position 2 of 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Amani' })).toBeInTheDocument();
    // At the end its "Move down" is disabled: the keyboard goes to its "Move up".
    fireEvent.click(button('Move down', 'Amani'));
    expect(names()).toEqual(['Baraka', 'Chausiku', 'Amani']);
    expect(button('Move down', 'Amani')).toBeDisabled();
    expect(button('Move up', 'Amani')).toHaveFocus();
  });

  it('moves an item dragged by its grip, only when dropped', async () => {
    renderAdmin(<People />);
    layOut();
    fireEvent.pointerDown(grip('Amani'), { pointerId: 7, button: 0, clientY: 25 });
    // Past Baraka's middle (75) but not Chausiku's (125): the second place, shown while dragging.
    fireEvent.pointerMove(grip('Amani'), { pointerId: 7, clientY: 90 });
    expect(names()).toEqual(['Baraka', 'Amani', 'Chausiku']);
    expect(moves).toEqual([]);
    layOut();
    fireEvent.pointerMove(grip('Amani'), { pointerId: 7, clientY: 140 });
    expect(names()).toEqual(['Baraka', 'Chausiku', 'Amani']);
    fireEvent.pointerUp(grip('Amani'), { pointerId: 7, clientY: 140 });
    expect(moves).toEqual([{ ids: [2, 3, 1], from: 0, to: 2 }]);
    expect(await screen.findByText('Amani moved to position 3 of 3.')).toBeInTheDocument();
  });

  it('puts a dragged item back on Escape', () => {
    renderAdmin(<People />);
    layOut();
    fireEvent.pointerDown(grip('Chausiku'), { pointerId: 1, button: 0, clientY: 125 });
    fireEvent.pointerMove(grip('Chausiku'), { pointerId: 1, clientY: 10 });
    expect(names()).toEqual(['Chausiku', 'Amani', 'Baraka']);
    act(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(names()).toEqual(['Amani', 'Baraka', 'Chausiku']);
    fireEvent.pointerUp(grip('Chausiku'), { pointerId: 1, clientY: 10 });
    expect(moves).toEqual([]);
  });
});

describe('where a dragged card lands', () => {
  it('after every other card whose middle is above the pointer', () => {
    expect(dropIndex([75, 125], 10)).toBe(0);
    expect(dropIndex([75, 125], 90)).toBe(1);
    expect(dropIndex([75, 125], 200)).toBe(2);
    expect(placedAt([1, 2, 3], 1, 2)).toEqual([2, 3, 1]);
    expect(placedAt([1, 2, 3], 3, 0)).toEqual([3, 1, 2]);
  });
});
