import { useLocation } from 'react-router';
import type { Tool } from '@/config/tools';
import { useMissionGate } from '@/components/layout/use-mission-gate';
import { SidebarMenuButton, SidebarMenuItem, useSidebar } from '@/components/ui/sidebar';
import { cn } from '@/lib/utils';

interface ItemProps {
  tool: Tool;
  active: boolean;
  tip: string | undefined;
  /** The gate lives in AppSidebar, outside the mobile sheet, so its dialog survives the sheet closing. */
  onOpen: (to: string) => Promise<void>;
}

/** The sidebar entry of a tool that needs a mission: a button, because it asks for one before navigating. */
export function MissionGatedSidebarItem({ tool, active, tip, onOpen }: ItemProps) {
  const { isMobile, setOpenMobile } = useSidebar();
  const Icon = tool.icon;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton
        isActive={active}
        tooltip={tip}
        aria-haspopup="dialog"
        onClick={() => {
          // Two modal layers at once would trap focus in the sheet; the picker replaces it.
          if (isMobile) setOpenMobile(false);
          void onOpen(tool.path);
        }}
      >
        <Icon aria-hidden />
        <span>{tool.title}</span>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

/** The same gate for the top navigation's link to such a tool. */
export function MissionGatedNavButton({ tool, className }: { tool: Tool; className: string }) {
  const { openGate, dialog } = useMissionGate();
  const active = useLocation().pathname === tool.path;
  return (
    <>
      <button
        type="button"
        className={cn(className, active && 'bg-accent text-accent-foreground')}
        aria-current={active ? 'page' : undefined}
        aria-haspopup="dialog"
        onClick={() => void openGate(tool.path)}
      >
        {tool.navLabel ?? tool.title}
      </button>
      {dialog}
    </>
  );
}
