// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ThemeProvider, useTheme } from '@/components/theme-provider';
import { ThemeToggle } from '@/components/theme-toggle';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';

/** A controllable `matchMedia`: `setDark` flips the device preference and fires `change`. */
import { mockMatchMedia, cleanDomForEachTest } from './testing';

cleanDomForEachTest();

describe('Button', () => {
  it('renders the classes of each variant and size', () => {
    render(
      <>
        <Button>Save</Button>
        <Button variant="destructive">Delete</Button>
        <Button variant="outline" size="sm">
          Cancel
        </Button>
        <Button variant="link" size="lg">
          More
        </Button>
        <Button size="icon" aria-label="Add" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('bg-primary', 'text-primary-foreground', 'h-9');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('bg-destructive');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('border', 'bg-background', 'h-8');
    expect(screen.getByRole('button', { name: 'More' })).toHaveClass('text-primary', 'underline-offset-4', 'h-10');
    expect(screen.getByRole('button', { name: 'Add' })).toHaveClass('size-9');
    expect(buttonVariants({ variant: 'ghost' })).toContain('hover:bg-accent');
  });

  it('lets a later class win over a variant class', () => {
    render(<Button className="h-12">Tall</Button>);
    const button = screen.getByRole('button', { name: 'Tall' });
    expect(button).toHaveClass('h-12');
    expect(button).not.toHaveClass('h-9');
  });

  it('renders its child instead of a button with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/dashboard">Go to Dashboard</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Go to Dashboard' });
    expect(link).toHaveAttribute('href', '/dashboard');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveClass('border');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('badge has success and warning variants', () => {
    render(
      <>
        <Badge variant="success">Low</Badge>
        <Badge variant="warning">Medium</Badge>
      </>,
    );
    expect(screen.getByText('Low')).toHaveClass('text-success');
    expect(screen.getByText('Medium')).toHaveClass('text-warning');
  });
});

describe('Dialog', () => {
  it('opens, closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Edit profile</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Edit profile</DialogTitle>
          <DialogDescription>Change your name.</DialogDescription>
          <input aria-label="Full Name" />
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Edit profile' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    expect(dialog).toHaveAccessibleDescription('Change your name.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Details</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('AlertDialog', () => {
  function DeleteConfirm({ onDelete }: { onDelete: () => void }) {
    return (
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">Delete plan</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this plan?</AlertDialogTitle>
            <AlertDialogDescription>This cannot be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={onDelete}>Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );
  }

  it('focuses Cancel, closes with Escape without deleting, and returns focus', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<DeleteConfirm onDelete={onDelete} />);
    const trigger = screen.getByRole('button', { name: 'Delete plan' });
    await user.click(trigger);
    expect(screen.getByRole('alertdialog', { name: 'Delete this plan?' })).toBeInTheDocument();
    // The safe choice has focus, so Enter on an accidental open deletes nothing.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('runs the action and closes when confirmed', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<DeleteConfirm onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete plan' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('ThemeProvider', () => {
  function Probe() {
    const { theme, resolvedTheme, setTheme } = useTheme();
    return (
      <>
        <output aria-label="theme">{`${theme}/${resolvedTheme}`}</output>
        <button onClick={() => setTheme('system')}>Use system</button>
      </>
    );
  }

  it('defaults to dark and applies the class on <html>', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status', { name: 'theme' })).toHaveTextContent('dark/dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
  });

  it('toggles dark/light and persists under vite-ui-theme', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(localStorage.getItem('vite-ui-theme')).toBe('light');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    unmount();

    // A reload starts from the stored choice.
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status', { name: 'theme' })).toHaveTextContent('light/light');
    await user.click(screen.getByRole('button', { name: 'Use system' }));
    expect(localStorage.getItem('vite-ui-theme')).toBe('system');
  });

  it('follows the device live on system', () => {
    const media = mockMatchMedia(true);
    localStorage.setItem('vite-ui-theme', 'system');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(document.documentElement).toHaveClass('dark');
    media.setDark(false);
    expect(screen.getByRole('status', { name: 'theme' })).toHaveTextContent('system/light');
    expect(document.documentElement).toHaveClass('light');
    media.setDark(true);
    expect(document.documentElement).toHaveClass('dark');
  });

  it('honours defaultTheme and storageKey', () => {
    localStorage.setItem('other-key', 'light');
    render(
      <ThemeProvider defaultTheme="dark" storageKey="other-key">
        <Probe />
      </ThemeProvider>,
    );
    expect(document.documentElement).toHaveClass('light');
  });

  it('useTheme throws outside the provider', () => {
    function Orphan() {
      useTheme();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useTheme must be used within a ThemeProvider');
  });
});
