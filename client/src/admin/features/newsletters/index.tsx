import { useState } from 'react';
import { Route, Switch } from 'wouter';
import type { AdminFeature } from '../types';
import { IssuePage } from './IssuePage';
import { NewsletterList } from './NewsletterList';

/** Newsletters: the list at /newsletters, a new issue at /new, an issue at /{id}. */
function NewslettersSection() {
  // What the last action did ("Draft saved", "On its way"), shown on the page it leads to.
  const [notice, setNotice] = useState('');
  return (
    <Switch>
      <Route path="/">
        <NewsletterList notice={notice} />
      </Route>
      <Route path="/new">
        <IssuePage notice={notice} onNotice={setNotice} />
      </Route>
      <Route path="/:id">{(params) => <IssuePage id={Number(params.id)} notice={notice} onNotice={setNotice} />}</Route>
    </Switch>
  );
}

export const newsletters: AdminFeature = { Page: NewslettersSection, ready: true };
