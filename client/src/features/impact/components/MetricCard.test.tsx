import { messages as en } from '@common/content/locales/en';
import type { ImpactMetric } from '@common/impact';
import { render as renderElement, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/i18n';
import { MetricCard } from './MetricCard';

/** On an English page. */
const render = (element: ReactElement) =>
  renderElement(
    <I18nProvider locale="en" messages={en}>
      {element}
    </I18nProvider>,
  );

const metric = (icon: string | null | undefined, description?: string): ImpactMetric => ({
  id: 1,
  metricKey: 'people-trained',
  area: 3,
  category: 'Social Impact',
  categoryLang: 'en',
  value: '11,000+',
  label: 'People Trained',
  description,
  icon,
  lang: 'en',
});

/** lucide-react marks each icon with `lucide-<kebab-name>`. */
const iconClass = () => screen.getByTestId('metric-icon').getAttribute('class') ?? '';

describe('MetricCard', () => {
  it('shows the value, the label, the description and the named icon', () => {
    render(<MetricCard metric={metric('TrendingUp', 'Through our programmes.')} />);
    expect(screen.getByText('11,000+')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'People Trained' })).toBeInTheDocument();
    expect(screen.getByText('Through our programmes.')).toBeInTheDocument();
    expect(iconClass()).toContain('lucide-trending-up');
  });

  it.each([
    ['Users', 'lucide-users'],
    ['Building2', 'lucide-building-2'],
    ['Globe', 'lucide-globe'],
    ['Award', 'lucide-award'],
    ['Target', 'lucide-target'],
  ])('draws %s', (name, className) => {
    render(<MetricCard metric={metric(name)} />);
    expect(iconClass()).toContain(className);
  });

  it.each([['Sprout'], [null], [undefined]])('draws Target for the unknown icon %s', (name) => {
    render(<MetricCard metric={metric(name)} />);
    expect(iconClass()).toContain('lucide-target');
  });

  it('marks a metric written in another language than the page with its own, and no other', () => {
    render(<MetricCard metric={{ ...metric('Users'), label: 'Watu waliofunzwa', lang: 'sw' }} />);
    expect(screen.getByTestId('metric')).toHaveAttribute('lang', 'sw');
    renderElement(
      <I18nProvider locale="en" messages={en}>
        <ul>
          <MetricCard metric={{ ...metric('Users'), id: 2 }} />
        </ul>
      </I18nProvider>,
    );
    expect(screen.getAllByTestId('metric')[1]).not.toHaveAttribute('lang');
  });

  it('leaves out a missing description', () => {
    const { container } = render(<MetricCard metric={metric('Users')} />);
    // The figure is a div; the description is the card's only paragraph.
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
