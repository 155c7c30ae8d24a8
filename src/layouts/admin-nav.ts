import {
  ArchiveRestore,
  FileText,
  FolderKanban,
  Inbox,
  LayoutDashboard,
  MailPlus,
  ScrollText,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { adminPaths } from '@/lib/admin-paths';
import type { Permission } from '@/features/auth/access';

export interface AdminNavLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown only to staff with this permission. */
  requires?: Permission;
  /** Active only on the exact path (the dashboard), not on paths below it. */
  end?: boolean;
}

/**
 * The sidebar's entries (spec section 2, Admin layout; Subscribers for the footer form's sign-ups; Activity
 * and Recently deleted for the history of issue 15).
 */
export const adminNavLinks: readonly AdminNavLink[] = [
  { to: adminPaths.dashboard, label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: adminPaths.blogPosts, label: 'Blog Posts', icon: FileText },
  { to: adminPaths.projects, label: 'Projects', icon: FolderKanban },
  { to: adminPaths.inquiries, label: 'Inquiries', icon: Inbox },
  { to: adminPaths.subscribers, label: 'Subscribers', icon: MailPlus },
  { to: adminPaths.users, label: 'Users', icon: Users, requires: 'manageStaff' },
  // The audit log and the trash are admins' (features/auth/access.ts). Their icons are used
  // nowhere else, so they ship inside this chunk (Trash2, shared with other screens, was a chunk of its own
  // on every screen's startup, the post editor's too).
  { to: adminPaths.activity, label: 'Activity', icon: ScrollText, requires: 'viewActivity' },
  {
    to: adminPaths.recentlyDeleted,
    label: 'Recently deleted',
    icon: ArchiveRestore,
    requires: 'restoreDeleted',
  },
  { to: adminPaths.settings, label: 'Settings', icon: Settings },
];
