import type { SessionSummary } from '@common/admin/auth';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../test/render';
import { SessionRows } from './SessionRows';

const sessions: SessionSummary[] = [
  {
    id: 1,
    current: true,
    stage: 'full',
    createdAt: '2026-11-25T08:00:00Z',
    lastSeenAt: '2026-11-25T12:30:00Z',
    ip: '192.0.2.1',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  },
  {
    id: 2,
    current: false,
    stage: 'full',
    createdAt: '2026-11-24T08:00:00Z',
    lastSeenAt: '2026-11-24T09:00:00Z',
    ip: null,
    userAgent: null,
  },
];

describe('SessionRows', () => {
  it('marks this browser, names devices and times, and offers to end only the others', () => {
    renderAdmin(
      <SessionRows
        label="Your sessions"
        sessions={sessions}
        currentBadge="This device"
        end={(session) => <button type="button">End {session.id}</button>}
      />,
    );
    const [here, other] = within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem');
    expect(here).toHaveTextContent('Chrome, Windows');
    expect(here).toHaveTextContent('This device');
    expect(here).toHaveTextContent('From (IP address)192.0.2.1');
    // 12:30 UTC is 14:30 in Johannesburg, the staff area's zone in these tests.
    expect(here).toHaveTextContent(/Last active.*14:30/);
    expect(within(here).queryByRole('button')).toBeNull();
    expect(other).toHaveTextContent('Unknown device');
    expect(other).toHaveTextContent('From (IP address)—');
    expect(within(other).getByRole('button', { name: 'End 2' })).toBeInTheDocument();
  });
});
