import { useState } from 'react';
import { Route, Switch } from 'wouter';
import type { AdminFeature } from '../types';
import { MetricEditor } from './MetricEditor';
import { MetricsList } from './MetricsList';

/** Impact metrics: the list at /impact, a new metric at /new, a metric at /{id}. */
function ImpactSection() {
  // What the last action did, shown on the page it leads to.
  const [notice, setNotice] = useState('');
  return (
    <Switch>
      <Route path="/">
        <MetricsList notice={notice} onNotice={setNotice} />
      </Route>
      <Route path="/new">
        <MetricEditor onNotice={setNotice} />
      </Route>
      <Route path="/:id">{(params) => <MetricEditor id={Number(params.id)} onNotice={setNotice} />}</Route>
    </Switch>
  );
}

export const impact: AdminFeature = { Page: ImpactSection, ready: true };
