import { useLocation } from 'react-router';
import type { Tool } from '@/components/layout/tools';
import { useSocialBiosGate } from '@/components/layout/use-social-bios-gate';
import { SidebarMenuButton, SidebarMenuItem, useSidebar } from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

interface ItemProps {
  tool: Tool;
  active: boolean;
  tip: string | undefined;
  /** The gate lives in AppSidebar, outside the mobile sheet, so its dialog survives the sheet closing. */
  onOpen: () => Promise<void>;
}

/** The sidebar's Social Media Bios entry: a button, because it asks for a mission before navigating. */
export function SocialBiosSidebarItem({ tool, active, tip, onOpen }: ItemProps) {
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
          void onOpen();
        }}
      >
        <Icon aria-hidden />
        <span>{tool.title}</span>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

/** The same gate for the top navigation's 'Social Bios' link. */
export function SocialBiosNavButton({ label, className }: { label: string; className: string }) {
  const { openGate, dialog } = useSocialBiosGate();
  const active = useLocation().pathname === paths.socialBios;
  return (
    <>
      <button
        type="button"
        className={cn(className, active && 'bg-accent text-accent-foreground')}
        aria-current={active ? 'page' : undefined}
        aria-haspopup="dialog"
        onClick={() => void openGate()}
      >
        {label}
      </button>
      {dialog}
    </>
  );
}
