import { SearchField } from '@/components/admin/SearchField';
import type { ListParam } from '@/components/admin/use-list-params';
import { useId } from 'react';
import { Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { STAFF_ROLES } from '@/data/models/staff';
import { ROLE_NAMES, type RoleFilter, type StaffFilter } from './directory';

function isRoleFilter(value: string): value is RoleFilter {
  return value === 'all' || (STAFF_ROLES as readonly string[]).includes(value);
}

/** The directory's view in its address: ?role=editor&q=priya (defaults left out). */
export const staffListParams = {
  role: { name: 'role', fallback: 'all', accepts: isRoleFilter } satisfies ListParam<RoleFilter>,
  search: 'q',
};

/** The role filter and the search over name, username and e-mail. */
export function StaffFilters({
  filter,
  onChange,
}: {
  filter: StaffFilter;
  onChange: (filter: StaffFilter) => void;
}) {
  const id = useId();
  const roleId = `${id}-role`;
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={roleId}>Filter by role</Label>
        <Select
          id={roleId}
          value={filter.role}
          onChange={(event) => {
            const role = event.target.value;
            if (isRoleFilter(role)) onChange({ ...filter, role });
          }}
        >
          <option value="all">All Roles</option>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_NAMES[role]}
            </option>
          ))}
        </Select>
      </div>
      <SearchField
        label="Search users"
        placeholder="Name, username or email"
        value={filter.search}
        onChange={(search) => onChange({ ...filter, search })}
      />
    </div>
  );
}
