import { useId } from 'react';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@/data/models/audit-log';
import type { ActivityView } from './activity-view';

interface ActivityPerson {
  id: string;
  name: string;
}

interface ActivityFiltersProps {
  view: ActivityView;
  /** The staff to choose from; null while they load. */
  people: readonly ActivityPerson[] | null;
  onChange: (changes: Partial<ActivityView>) => void;
}

/**
 * Person, action and the days shown: each a where-clause of the page's query. A person from a link who is
 * no longer on the staff list (removed since) stays chosen, shown by id.
 */
export function ActivityFilters({ view, people, onChange }: ActivityFiltersProps) {
  const id = useId();
  const choices =
    view.person && people && !people.some((person) => person.id === view.person)
      ? [...people, { id: view.person, name: view.person }]
      : (people ?? []);
  return (
    <div className="grid gap-4 border-b border-border p-4 sm:grid-cols-2 xl:grid-cols-4">
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-person`}>Person</Label>
        <Select
          id={`${id}-person`}
          value={view.person}
          onChange={(event) => onChange({ person: event.target.value })}
        >
          <option value="">Everyone</option>
          {choices.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-action`}>Action</Label>
        <Select
          id={`${id}-action`}
          value={view.action}
          onChange={(event) => onChange({ action: event.target.value as AuditAction | '' })}
        >
          <option value="">Any action</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={view.from}
          max={view.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={view.to}
          min={view.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
    </div>
  );
}
