import type { StaffMe } from '@common/admin/auth';
import { companiesOf, publishesNews } from '@common/admin/roles';
import { useState } from 'react';
import { Route, Switch } from 'wouter';
import type { AdminFeature } from '../types';
import { ArticleEditor } from './ArticleEditor';
import { FeaturedPage } from './FeaturedPage';
import { NewsList } from './NewsList';

/**
 * News articles (docs/decisions/019): the list at /news, the home page's featured articles at /featured, a new
 * article at /new and an article at /{id}. /new and /{id} are one route, so an article created by its
 * first save keeps its editor when the address becomes its id.
 */
function NewsSection({ user }: { user: StaffMe }) {
  const [notice, setNotice] = useState('');
  return (
    <Switch>
      <Route path="/">
        <NewsList notice={notice} featured={companiesOf(user) === null && publishesNews(user.role)} />
      </Route>
      <Route path="/featured">
        <FeaturedPage />
      </Route>
      <Route path="/:id">
        {(params) =>
          params.id === 'new' || /^\d+$/.test(params.id) ? (
            <ArticleEditor
              id={params.id === 'new' ? null : Number(params.id)}
              user={user}
              notice={notice}
              onNotice={setNotice}
            />
          ) : null
        }
      </Route>
    </Switch>
  );
}

export const news: AdminFeature = { Page: NewsSection, ready: true };
