import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../test/render';
import { languageOptions, SelectField } from './SelectField';

const statuses = [
  { value: 'new', label: 'New' },
  { value: 'answered', label: 'Answered' },
];

/** A list holding its choice, as a screen does. */
function Status({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SelectField
        label="Status"
        hint="Only these messages are shown."
        note={`Chosen: ${value || 'none'}`}
        error={error}
        placeholder="Any status"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        options={statuses}
      />
      <button type="button">After</button>
    </>
  );
}

describe('SelectField', () => {
  it('is named by its label and read with its hint and note; a placeholder is a choice of no value', () => {
    renderAdmin(<Status />);
    const list = screen.getByRole('combobox', { name: 'Status' });
    expect(list).toHaveAccessibleDescription('Only these messages are shown. Chosen: none');
    expect(list).not.toHaveAttribute('aria-invalid');
    expect(list).toHaveValue('');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any status', 'New', 'Answered']);
  });

  it('links its error and marks itself invalid', () => {
    renderAdmin(<Status error="Choose a status." />);
    const list = screen.getByRole('combobox', { name: 'Status' });
    expect(list).toHaveAttribute('aria-invalid', 'true');
    expect(list).toHaveAccessibleDescription('Only these messages are shown. Chosen: none Choose a status.');
  });

  it('is reached with Tab and chosen from the keyboard, and says what was chosen', async () => {
    const user = userEvent.setup();
    renderAdmin(<Status />);
    await user.tab();
    const list = screen.getByRole('combobox', { name: 'Status' });
    expect(list).toHaveFocus();
    await user.selectOptions(list, 'Answered');
    expect(list).toHaveValue('answered');
    expect(list).toHaveAccessibleDescription('Only these messages are shown. Chosen: answered');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('groups choices under headings and marks the language of each language name', () => {
    renderAdmin(
      <SelectField
        label="Language"
        compact
        beside="beside"
        options={[{ group: 'Languages', options: languageOptions }]}
        defaultValue="fr"
      />,
    );
    const list = screen.getByRole('combobox', { name: 'Language' });
    expect(list).toHaveClass('h-9', 'w-auto');
    const group = within(list).getByRole('group', { name: 'Languages' });
    const names = within(group).getAllByRole('option');
    expect(names.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Français', 'fr'],
      ['Kiswahili', 'sw'],
    ]);
    expect(list).toHaveValue('fr');
  });

  it('keeps its name for screen readers when the label is hidden', () => {
    renderAdmin(<SelectField label="Role of Amani" hideLabel options={statuses} />);
    expect(screen.getByRole('combobox', { name: 'Role of Amani' })).toBeInTheDocument();
    expect(screen.getByText('Role of Amani')).toHaveClass('sr-only');
  });
});
