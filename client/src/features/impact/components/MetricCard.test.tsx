import type { ImpactMetric } from '@common/impact';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MetricCard } from './MetricCard';

const metric = (icon: string | null | undefined, description?: string): ImpactMetric => ({
  id: 1,
  metricKey: 'people-trained',
  category: 'Social Impact',
  value: '11,000+',
  label: 'People Trained',
  description,
  icon,
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

  it('leaves out a missing description', () => {
    const { container } = render(<MetricCard metric={metric('Users')} />);
    // The figure is a div; the description is the card's only paragraph.
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
