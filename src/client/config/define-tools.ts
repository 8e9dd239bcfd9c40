import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';

/** Loads a page's module on first visit, so each page stays its own chunk. */
export type PageLoader = () => Promise<React.ComponentType>;

export interface ToolRoute {
  path: string;
  page: PageLoader;
}

export interface Tool {
  id: string;
  path: string;
  /** Sidebar, quick-action and page title. */
  title: string;
  /** Label in the top navigation; tools without one are reached from the sidebar. */
  navLabel?: string;
  description: string;
  icon: LucideIcon;
  /** False for an area that is routed but not offered among the tools (admin, the brand profile). */
  nav?: false;
  /** Opening the tool first asks for a saved mission statement, whose text the tool starts from. */
  requires?: 'mission';
  page: PageLoader;
  /** Further signed-in pages under the tool, such as one saved item. */
  routes?: readonly ToolRoute[];
}

/** Checks each entry against Tool while keeping the ids as literal types. */
export function defineTools<const T extends readonly Tool[]>(tools: T): readonly (Tool & { id: T[number]['id'] })[] {
  return tools;
}

/** Whether the sidebar, top navigation and dashboard offer the tool. */
export const inNav = (tool: Tool) => tool.nav !== false;
