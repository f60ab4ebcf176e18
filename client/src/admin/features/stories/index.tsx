import { useState } from 'react';
import { Route, Switch } from 'wouter';
import type { AdminFeature } from '../types';
import { StoriesList } from './StoriesList';
import { StoryEditor } from './StoryEditor';

/** Success stories: the list at /stories, a new story at /new, a story at /{id}. */
function StoriesSection() {
  const [notice, setNotice] = useState('');
  return (
    <Switch>
      <Route path="/">
        <StoriesList notice={notice} onNotice={setNotice} />
      </Route>
      <Route path="/new">
        <StoryEditor onNotice={setNotice} />
      </Route>
      <Route path="/:id">{(params) => <StoryEditor id={Number(params.id)} onNotice={setNotice} />}</Route>
    </Switch>
  );
}

export const stories: AdminFeature = { Page: StoriesSection, ready: true };
