import { useState } from 'react';
import { Route, Switch } from 'wouter';
import { Alert } from '../../components/Alert';
import { useT } from '../../i18n';
import type { AdminFeature } from '../types';
import { ImagePage } from './ImagePage';
import { LibraryPage } from './LibraryPage';

/**
 * The media library (docs/decisions/030): every image at /media, one image (its uses, replace, delete) at
 * /media/{id}.
 */
function MediaSection() {
  const t = useT();
  const [notice, setNotice] = useState('');
  return (
    <Switch>
      <Route path="/">
        <LibraryPage notice={notice} />
      </Route>
      <Route path="/:id">
        {(params) =>
          /^\d{1,10}$/.test(params.id) ? (
            <ImagePage key={params.id} id={Number(params.id)} onNotice={setNotice} />
          ) : (
            <Alert tone="error">{t('media.image.notFound')}</Alert>
          )
        }
      </Route>
    </Switch>
  );
}

export const media: AdminFeature = { Page: MediaSection, ready: true };
