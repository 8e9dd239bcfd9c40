// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { sidebarSlot } from '@/components/ui/sidebar-context';
import { slot } from '@/components/ui/slot';
import { cleanDomForEachTest } from './testing';

cleanDomForEachTest();

describe('slot', () => {
  const CardHeader = slot('div', 'card-header', 'flex px-6');
  const SidebarMenuItem = sidebarSlot('li', 'menu-item', 'relative');

  it('names the element and lets the caller override its classes', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <CardHeader ref={ref} className="px-2" aria-label="Header">
        Title
      </CardHeader>,
    );
    const header = screen.getByLabelText('Header');
    expect(header).toBe(ref.current);
    expect(header).toHaveAttribute('data-slot', 'card-header');
    expect(header).toHaveClass('flex', 'px-2');
    expect(header).not.toHaveClass('px-6');
    expect(header).toHaveTextContent('Title');
  });

  it('gives sidebar parts their data-sidebar name and each part its own display name', () => {
    render(<SidebarMenuItem>Item</SidebarMenuItem>);
    const item = screen.getByRole('listitem');
    expect(item).toHaveAttribute('data-slot', 'sidebar-menu-item');
    expect(item).toHaveAttribute('data-sidebar', 'menu-item');
    expect(CardHeader.displayName).toBe('CardHeader');
    expect(SidebarMenuItem.displayName).toBe('SidebarMenuItem');
  });
});
