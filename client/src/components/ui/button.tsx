import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The one button style of the site; `asChild` styles a Link or <a> as a button. `wrap` lets a long
 * label (French, Swahili) wrap onto more lines on narrow screens: a minimum height instead of a fixed one.
 * Variants never set the same property twice, so class names are joined without a merge step.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:pointer-events-none disabled:opacity-60 [&_svg]:h-4 [&_svg]:w-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-white hover:bg-primary-dark',
        accent: 'bg-amber-400 text-stone-950 hover:bg-amber-300',
        outline: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
        'outline-light': 'border border-white/70 bg-transparent text-white hover:bg-white/10',
        ghost: 'text-stone-800 hover:bg-stone-100',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'px-3 text-sm',
        md: 'px-5 text-sm',
        lg: 'px-6 text-base',
        icon: 'h-10 w-10',
      },
      wrap: {
        false: 'whitespace-nowrap',
        true: 'text-center whitespace-normal',
      },
    },
    compoundVariants: [
      { size: 'sm', wrap: false, class: 'h-9' },
      { size: 'md', wrap: false, class: 'h-11' },
      { size: 'lg', wrap: false, class: 'h-12' },
      { size: 'sm', wrap: true, class: 'min-h-9 py-2' },
      { size: 'md', wrap: true, class: 'min-h-11 py-2.5' },
      { size: 'lg', wrap: true, class: 'min-h-12 py-3' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', wrap: false },
  },
);

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, wrap, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size, wrap }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
