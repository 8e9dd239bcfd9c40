// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Sidebar,
  SidebarContent,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from '@/components/ui/sidebar';
import { cleanDomForEachTest } from './testing';

cleanDomForEachTest();

describe('Sidebar', () => {
  function State() {
    const { state, openMobile } = useSidebar();
    return <output aria-label="state">{`${state} ${openMobile ? 'mobile-open' : 'mobile-closed'}`}</output>;
  }

  function Shell(props: { defaultOpen?: boolean }) {
    return (
      <SidebarProvider {...props}>
        <Sidebar collapsible="icon">
          <SidebarContent>
            <SidebarMenu>
              <SidebarMenuItem>
                <SidebarMenuButton isActive tooltip="Dashboard">
                  <span>Dashboard</span>
                </SidebarMenuButton>
              </SidebarMenuItem>
            </SidebarMenu>
          </SidebarContent>
        </Sidebar>
        <SidebarInset>
          <SidebarTrigger />
          <State />
        </SidebarInset>
      </SidebarProvider>
    );
  }

  function captureCookieWrites() {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    return writes;
  }

  afterEach(() => vi.restoreAllMocks());

  it('toggles with Ctrl+B and Cmd+B and saves the state in a 7-day cookie', async () => {
    const user = userEvent.setup();
    const writes = captureCookieWrites();
    render(<Shell />);
    const state = screen.getByRole('status', { name: 'state' });
    expect(state).toHaveTextContent('expanded');
    expect(document.querySelector('[data-slot=sidebar]')).toHaveAttribute('data-state', 'expanded');

    await user.keyboard('{Control>}b{/Control}');
    expect(state).toHaveTextContent('collapsed');
    expect(document.querySelector('[data-slot=sidebar]')).toHaveAttribute('data-collapsible', 'icon');
    expect(document.cookie).toContain('sidebar_state=false');
    expect(writes.at(-1)).toMatch(/^sidebar_state=false; path=\/; max-age=604800/);

    await user.keyboard('{Meta>}b{/Meta}');
    expect(state).toHaveTextContent('expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('toggles from the trigger and marks the active item', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    expect(screen.getByRole('button', { name: 'Dashboard' })).toHaveAttribute('data-active', 'true');
    await user.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent('collapsed');
  });

  it('labels icon-only items with a tooltip only while collapsed', async () => {
    const user = userEvent.setup();
    render(<Shell defaultOpen={false} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dashboard' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Dashboard');

    await user.keyboard('{Control>}b{/Control}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    // Same element after expanding: focus stays where the user was.
    expect(screen.getByRole('button', { name: 'Dashboard' })).toHaveFocus();
  });

  it('starts from the saved cookie when no defaultOpen is given', () => {
    document.cookie = 'sidebar_state=false; path=/';
    render(<Shell />);
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent('collapsed');
  });

  it('is a sheet below 768 px that Ctrl+B opens and Escape closes', async () => {
    window.innerWidth = 500;
    const user = userEvent.setup();
    render(<Shell />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('{Control>}b{/Control}');
    // The sheet's code loads with the first opening.
    expect(await screen.findByRole('dialog', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'state', hidden: true })).toHaveTextContent('mobile-open');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
