import { useQuery } from '@tanstack/react-query';
import { Route, Switch } from 'wouter';
import type { AdminFeature } from '../types';
import { unreadQuery } from './api';
import { InboxList } from './InboxList';
import { MessagePage } from './MessagePage';

/** The contact inbox: the list at /inbox, a message at /inbox/{id}. */
function InboxSection() {
  return (
    <Switch>
      <Route path="/">
        <InboxList />
      </Route>
      <Route path="/:id">{(params) => <MessagePage id={Number(params.id)} />}</Route>
    </Switch>
  );
}

/** Unread messages, for the navigation: checked every minute, and after every change in the inbox. */
function useUnreadCount(): number | undefined {
  return useQuery({ ...unreadQuery, refetchInterval: 60_000 }).data?.unread;
}

export const inbox: AdminFeature = { Page: InboxSection, ready: true, useBadge: useUnreadCount };
