import { LayoutDashboardIcon, LogOutIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { AdminSidebarEntry } from '@/components/layout/admin-entry';
import { BrandMark } from '@/components/layout/brand-mark';
import { MissionGatedSidebarItem } from '@/components/layout/mission-gated-entry';
import { useMissionGate } from '@/components/layout/use-mission-gate';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  useSidebar,
} from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import { inNav, TOOLS, type Tool } from '@/config/tools';
import { useAuth } from '@/lib/auth';

/**
 * Tooltips only when collapsed to icons: a tooltip mounted (even hidden) on an open mobile sheet takes
 * the first Escape press, so the sheet would not close.
 */
function useTip() {
  const { isMobile, state } = useSidebar();
  return (label: string) => (!isMobile && state === 'collapsed' ? label : undefined);
}

interface ToolItemProps {
  tool: Tool;
  active: boolean;
  onNavigate: () => void;
  openMissionGate: (to: string) => Promise<void>;
}

function ToolItem({ tool, active, onNavigate, openMissionGate }: ToolItemProps) {
  const Icon = tool.icon;
  const tip = useTip();
  if (tool.requires === 'mission')
    return <MissionGatedSidebarItem tool={tool} active={active} tip={tip(tool.title)} onOpen={openMissionGate} />;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={active} tooltip={tip(tool.title)}>
        <Link to={tool.path} onClick={onNavigate}>
          <Icon aria-hidden />
          <span>{tool.title}</span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

/**
 * Beside Dashboard, above the tools: the profile every tool reads, and the list the lead magnets grow
 * (not AI tools themselves).
 */
const PINNED: readonly string[] = ['brand-profile', 'audience'];

/** The area's own page and the pages under it (an opt-in page under /audience). */
const opens = (tool: Tool, pathname: string) => pathname === tool.path || pathname.startsWith(`${tool.path}/`);

/** The 'AI Tools' sidebar: icons when collapsed (Ctrl/Cmd+B), a slide-over sheet below 768 px. */
export function AppSidebar() {
  const { pathname } = useLocation();
  const { signOut } = useAuth();
  const { setOpenMobile } = useSidebar();
  const closeMobile = () => setOpenMobile(false);
  const tip = useTip();
  const missionGate = useMissionGate();
  const pinned = TOOLS.filter((t) => PINNED.includes(t.id));
  return (
    <>
      <Sidebar collapsible="icon">
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton asChild size="lg" tooltip={tip('Brandforge')}>
                <Link to={paths.dashboard} onClick={closeMobile}>
                  <span className="flex size-8 shrink-0 items-center justify-center">
                    <BrandMark className="size-8" />
                  </span>
                  <span className="font-semibold tracking-tight">Brandforge</span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupContent>
              <SidebarMenu>
                <SidebarMenuItem>
                  <SidebarMenuButton asChild isActive={pathname === paths.dashboard} tooltip={tip('Dashboard')}>
                    <Link to={paths.dashboard} onClick={closeMobile}>
                      <LayoutDashboardIcon aria-hidden />
                      <span>Dashboard</span>
                    </Link>
                  </SidebarMenuButton>
                </SidebarMenuItem>
                {pinned.map((tool) => (
                  <SidebarMenuItem key={tool.id}>
                    <SidebarMenuButton asChild isActive={opens(tool, pathname)} tooltip={tip(tool.title)}>
                      <Link to={tool.path} onClick={closeMobile}>
                        <tool.icon aria-hidden />
                        <span>{tool.title}</span>
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
          <SidebarGroup>
            <SidebarGroupLabel>AI Tools</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu>
                {TOOLS.filter(inNav).map((tool) => (
                  <ToolItem
                    key={tool.path}
                    tool={tool}
                    active={pathname.startsWith(tool.path)}
                    onNavigate={closeMobile}
                    openMissionGate={missionGate.openGate}
                  />
                ))}
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
          <AdminSidebarEntry onNavigate={closeMobile} />
        </SidebarContent>
        <SidebarFooter>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton tooltip={tip('Sign Out')} onClick={() => void signOut()}>
                <LogOutIcon aria-hidden />
                <span>Sign Out</span>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarFooter>
        <SidebarRail />
      </Sidebar>
      {missionGate.dialog}
    </>
  );
}
