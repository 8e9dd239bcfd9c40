import { Link, useLocation } from 'react-router';
import {
  SidebarGroup,
  SidebarGroupContent,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import { TOOLS } from '@/config/tools';
import { useAdminAccess } from '@/lib/admin-access-query';

/**
 * The 'Admin' entry, only for those who may open the admin area (a moderator included); the server
 * answers everyone else's admin calls with 403 regardless.
 */
export function AdminSidebarEntry({ onNavigate }: { onNavigate: () => void }) {
  const access = useAdminAccess();
  const { pathname } = useLocation();
  const { isMobile, state } = useSidebar();
  const admin = TOOLS.find((t) => t.id === 'admin');
  if (!admin || !access.data?.view) return null;
  const Icon = admin.icon;
  return (
    <SidebarGroup>
      <SidebarGroupContent>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton
              asChild
              isActive={pathname === paths.admin || pathname.startsWith(`${paths.admin}/`)}
              tooltip={!isMobile && state === 'collapsed' ? admin.title : undefined}
            >
              <Link to={paths.admin} onClick={onNavigate}>
                <Icon aria-hidden />
                <span>{admin.title}</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarGroupContent>
    </SidebarGroup>
  );
}
