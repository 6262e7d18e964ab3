import { useState, type ReactElement } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router-dom';
import { displayName, isAdmin, isSuspended, LIMITS, SUSPENDED_FOR_GOOD, TEXTS, type AdminRole, type Profile } from '@mentorbridge/model';
import { ConfirmDelete } from '@/components/ConfirmDialog';
import { toast } from '@/components/toast';
import { formatDate } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { isAdmin as hasAdminRole, isMentor, PersonAvatar, roleLabel, useSession } from '@/session';
import { deleteUserAsAdmin, setAdminRole } from '../api/mutations';
import { LiftButton } from './LiftButton';
import { useNoShows } from '../api/noShows';
import { adminQueries } from '../api/records';
import { searchFields } from '../api/search';
import { AdminList, useAdminPages } from './AdminList';
import { SuspendDialog } from './SuspendDialog';

/** A mentor with LIMITS.noShowFlag or more no-shows reported in the last LIMITS.noShowWindowDays days: flagged. */
function NoShowFlag({ mentorId }: { mentorId: string }) {
  const count = useNoShows(mentorId);
  if (count === null || count < LIMITS.noShowFlag) return null;
  return (
    <Badge size="sm" variant="light" color="red">
      {TEXTS.noShows.flag(count)}
    </Badge>
  );
}

const U = TEXTS.adminUsers;

// Disabled in look and for assistive technology, yet still hoverable so the tooltip can say why.
const selfBlocked = (isMe: boolean) => (isMe ? { 'data-disabled': true, 'aria-disabled': true } : {});

/**
 * A button with the tooltip that says why it is disabled, on the one row it is (the admin's own); every other row's
 * button goes without one, as a tooltip, even disabled, runs its floating-position hooks on each of the 25 rows.
 */
function WhyNot({ reason, children }: { reason: string | null; children: ReactElement }) {
  return reason ? <Tooltip label={reason}>{children}</Tooltip> : children;
}

export function UsersTab() {
  const myId = useSession().user?.uid ?? null;
  const paged = useAdminPages(adminQueries.users);
  const [toDelete, setToDelete] = useState<Profile | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [toSuspend, setToSuspend] = useState<{ id: string; name: string } | null>(null);

  // The row changes at once; a refusal from the server puts the old role back.
  const changeRole = async (user: Profile, role: AdminRole) => {
    const previous = user.admin_role;
    paged.patch(user.id, (u) => ({ ...u, admin_role: role }));
    const fail = () => {
      paged.patch(user.id, (u) => ({ ...u, admin_role: previous }));
      toast.error(TEXTS.toasts.admin.roleUpdateFailed);
    };
    try {
      const changed = await setAdminRole(user.id, role);
      toast.success(changed ? (isAdmin({ admin_role: role }) ? TEXTS.toasts.admin.promoted : TEXTS.toasts.admin.demoted) : TEXTS.moderation.alreadyDone);
    } catch {
      fail();
    }
  };

  const deleteUser = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteUserAsAdmin(toDelete.id);
      paged.remove(toDelete.id);
      toast.success(TEXTS.toasts.admin.userDeleted);
      setToDelete(null);
    } catch (error) {
      toast.error(errorText(error, TEXTS.toasts.admin.userDeleteFailed));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <AdminList
        paged={paged}
        noun={U.noun}
        searchPlaceholder={U.search}
        searchFields={searchFields.users}
        renderItem={(user: Profile) => {
          const isMe = user.id === myId;
          const isAdmin = hasAdminRole(user);
          const name = displayName(user.display_name);
          const suspended = isSuspended(user.suspended_until);
          return (
            <Group justify="space-between" align="center" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 260px', minWidth: 0 }}>
                <PersonAvatar id={user.id} name={name} src={user.avatar_url} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="wrap">
                    <Anchor component={Link} to={`/profile/${user.id}`} fw={600}>
                      {name}
                    </Anchor>
                    <Badge size="sm" variant="light" color={isMentor(user) ? 'teal' : 'gray'}>
                      {roleLabel(user)}
                    </Badge>
                    {isAdmin && (
                      <Badge size="sm" variant="filled" color="violet">
                        {TEXTS.roles.admin}
                      </Badge>
                    )}
                    {isMentor(user) && <NoShowFlag mentorId={user.id} />}
                    {suspended && user.suspended_until && (
                      <Badge size="sm" variant="light" color="red">
                        {user.suspended_until.getTime() >= SUSPENDED_FOR_GOOD.getTime()
                          ? TEXTS.moderation.suspendedForGood
                          : TEXTS.moderation.suspendedUntil(formatDate(user.suspended_until))}
                      </Badge>
                    )}
                    {isMe && (
                      <Badge size="sm" variant="outline">
                        {U.you}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {user.id}
                    {user.created_at ? U.joined(formatDate(user.created_at)) : ''}
                  </Text>
                </Stack>
              </Group>
              <Group gap="xs" wrap="wrap">
                {isAdmin ? (
                  <WhyNot reason={isMe ? U.cannotRemoveOwnAdmin : null}>
                    <Button
                      size="xs"
                      variant="default"
                      {...selfBlocked(isMe)}
                      onClick={() => !isMe && void changeRole(user, 'student')}
                      aria-label={U.removeAdminLabel(name)}
                    >
                      {U.removeAdmin}
                    </Button>
                  </WhyNot>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => void changeRole(user, 'admin')}
                    aria-label={U.makeAdminLabel(name)}
                  >
                    {U.makeAdmin}
                  </Button>
                )}
                {suspended ? (
                  <LiftButton userId={user.id} name={name} onLifted={() => paged.patch(user.id, (u) => ({ ...u, suspended_until: null }))} />
                ) : (
                  !isAdmin && (
                    <Button size="xs" color="red" variant="subtle" onClick={() => setToSuspend({ id: user.id, name })} aria-label={TEXTS.moderation.suspendLabel(name)}>
                      {TEXTS.moderation.suspend}
                    </Button>
                  )
                )}
                <WhyNot reason={isMe ? U.deleteOwnFromProfile : null}>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    {...selfBlocked(isMe)}
                    onClick={() => !isMe && setToDelete(user)}
                    aria-label={U.deleteLabel(name)}
                  >
                    {U.delete}
                  </Button>
                </WhyNot>
              </Group>
            </Group>
          );
        }}
      />
      <SuspendDialog
        key={toSuspend?.id ?? 'none'}
        user={toSuspend}
        onClose={() => setToSuspend(null)}
        onSuspended={(id, until) => paged.patch(id, (u) => ({ ...u, suspended_until: until }))}
      />
      <ConfirmDelete
        texts={TEXTS.confirm.adminDeleteUser}
        message={TEXTS.confirm.adminDeleteUser.message(toDelete?.display_name || TEXTS.confirm.adminDeleteUser.unnamed)}
        opened={toDelete !== null}
        loading={deleting}
        onConfirm={() => void deleteUser()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
