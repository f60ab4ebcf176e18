import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialsOf } from '@/lib/initials';
import { StoryAvatar } from './StoryAvatar';

/** jsdom loads no images; this stand-in for window.Image reports a load or an error when its src is set. */
function stubImage(outcome: 'load' | 'error') {
  class FakeImage extends EventTarget {
    complete = false;
    naturalWidth = 0;
    crossOrigin: string | null = null;
    set src(_value: string) {
      queueMicrotask(() => {
        this.complete = true;
        this.naturalWidth = outcome === 'load' ? 64 : 0;
        this.dispatchEvent(new Event(outcome));
      });
    }
  }
  vi.stubGlobal('Image', FakeImage);
}

afterEach(() => vi.unstubAllGlobals());

describe('initialsOf', () => {
  it.each([
    ['Grace Namatovu', 'GN'],
    ['Lindiwe  Mahlangu', 'LM'],
    ['Joseph Okello Mugisha', 'JM'],
    ['nomsa', 'N'],
    ['  Émile  zola ', 'ÉZ'],
    ['', ''],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('StoryAvatar', () => {
  it('shows the initials when there is no image', () => {
    const { container } = render(<StoryAvatar name="Nomsa Khoza" />);
    expect(screen.getByTestId('story-initials')).toHaveTextContent(/^NK$/);
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the initials while the image is loading', () => {
    stubImage('load');
    const { container } = render(<StoryAvatar name="Grace Namatovu" imageUrl="/images/stories/grace.webp" />);
    expect(screen.getByTestId('story-initials')).toHaveTextContent('GN');
    expect(container.querySelector('img')).toBeNull();
  });

  it('swaps the initials for the photo once it has loaded', async () => {
    stubImage('load');
    const { container } = render(<StoryAvatar name="Grace Namatovu" imageUrl="/images/stories/grace.webp" />);
    await vi.waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/stories/grace.webp');
    expect(screen.queryByTestId('story-initials')).toBeNull();
  });

  it('keeps the initials and renders no image when the photo fails to load', async () => {
    stubImage('error');
    const { container } = render(<StoryAvatar name="Sibusiso Khumalo" imageUrl="/images/stories/missing.webp" />);
    // Let the failed load settle, then check the fallback is still there and no broken <img> appeared.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('story-initials')).toHaveTextContent('SK');
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('StoryAvatar with an uploaded photo', () => {
  const hash = 'a'.repeat(64);
  const photo = {
    src: `/media/${hash}-96.webp`,
    width: 96,
    height: 96,
    sources: [
      { type: 'image/avif' as const, srcSet: `/media/${hash}-96.avif 96w, /media/${hash}-192.avif 192w` },
      { type: 'image/webp' as const, srcSet: `/media/${hash}-96.webp 96w, /media/${hash}-192.webp 192w` },
    ],
  };

  it('renders AVIF and WebP sources with width and height over the initials, from the first render', () => {
    const { container } = render(<StoryAvatar name="Amina Nakato" imageUrl="/media/x-192.webp" photo={photo} />);
    const sources = [...container.querySelectorAll('picture source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', photo.sources[0].srcSet);
    expect(sources[0]).toHaveAttribute('sizes', '64px');
    const img = container.querySelector('picture img');
    expect(img).toHaveAttribute('src', photo.src);
    expect(img).toHaveAttribute('width', '96');
    expect(img).toHaveAttribute('height', '96');
    expect(img).toHaveAttribute('alt', '');
    // The initials are underneath until the photo covers them.
    expect(screen.getByTestId('story-initials')).toHaveTextContent('AN');
  });

  it('removes the photo and keeps the initials when it fails to load', () => {
    const { container } = render(<StoryAvatar name="Amina Nakato" photo={photo} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('story-initials')).toHaveTextContent('AN');
  });
});
