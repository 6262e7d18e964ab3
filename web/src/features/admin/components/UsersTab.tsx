import { useMemo, useState } from 'react';
import { Anchor, Avatar, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import { functionErrorMessage } from '../../../lib/functions';
import type { AdminRole } from '../../../lib/models';
import { avatarInitial, useSession } from '../../auth';
import { deleteUserAsAdmin, setAdminRole } from '../api/mutations';
import { usePagedQuery } from '../api/paged';
import { adminQueries, type AdminUser } from '../api/records';
import { searchFields } from '../api/search';
import { AdminList, PAGE_SIZE } from './AdminList';
import { ConfirmDialog } from './ConfirmDialog';
import { formatDate } from './ContentTabs';

// Disabled in look and for assistive technology, yet still hoverable so the tooltip can say why.
const selfBlocked = (isMe: boolean) => (isMe ? { 'data-disabled': true, 'aria-disabled': true } : {});

export function UsersTab() {
  const myId = useSession().user?.uid ?? null;
  const base = useMemo(() => adminQueries.users(), []);
  const paged = usePagedQuery(base, PAGE_SIZE);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState(false);

  // The row changes at once; a refusal from the server puts the old role back.
  const changeRole = async (user: AdminUser, role: AdminRole) => {
    const previous = user.admin_role;
    paged.patch(user.id, (u) => ({ ...u, admin_role: role }));
    const fail = () => {
      paged.patch(user.id, (u) => ({ ...u, admin_role: previous }));
      notifications.show({ color: 'red', message: 'Failed to update user role' });
    };
    try {
      await setAdminRole(user.id, role, fail);
      notifications.show({
        color: 'green',
        message: role === 'admin' ? 'User promoted to admin' : 'Admin privileges removed',
      });
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
      notifications.show({ color: 'green', message: 'User deleted successfully' });
      setToDelete(null);
    } catch (error) {
      notifications.show({ color: 'red', message: functionErrorMessage(error, 'Failed to delete user') });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <AdminList
        paged={paged}
        noun="users"
        searchPlaceholder="Search by name or user id"
        searchFields={searchFields.users}
        loadErrorMessage="Failed to load users"
        renderItem={(user: AdminUser) => {
          const isMe = user.id === myId;
          const isAdmin = user.admin_role === 'admin';
          const name = user.display_name || 'User';
          return (
            <Group justify="space-between" align="center" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 260px', minWidth: 0 }}>
                <Avatar src={user.avatar_url} alt="" radius="xl" color="blue">
                  {avatarInitial(name)}
                </Avatar>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="wrap">
                    <Anchor component={Link} to={`/profile/${user.id}`} fw={600}>
                      {name}
                    </Anchor>
                    <Badge size="sm" variant="light" color={user.role === 'mentor' ? 'teal' : 'gray'}>
                      {user.role === 'mentor' ? 'Mentor' : 'Student'}
                    </Badge>
                    {isAdmin && (
                      <Badge size="sm" variant="filled" color="violet">
                        Admin
                      </Badge>
                    )}
                    {isMe && (
                      <Badge size="sm" variant="outline">
                        You
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {user.id}
                    {user.created_at ? ` · joined ${formatDate(user.created_at.toDate())}` : ''}
                  </Text>
                </Stack>
              </Group>
              <Group gap="xs" wrap="nowrap">
                {isAdmin ? (
                  <Tooltip label="You can't remove your own admin rights" disabled={!isMe}>
                    <Button
                      size="xs"
                      variant="default"
                      {...selfBlocked(isMe)}
                      onClick={() => !isMe && void changeRole(user, 'student')}
                      aria-label={`Remove Admin from ${name}`}
                    >
                      Remove Admin
                    </Button>
                  </Tooltip>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => void changeRole(user, 'admin')}
                    aria-label={`Make ${name} an admin`}
                  >
                    Make Admin
                  </Button>
                )}
                <Tooltip label="Delete your own account from your profile" disabled={!isMe}>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    {...selfBlocked(isMe)}
                    onClick={() => !isMe && setToDelete(user)}
                    aria-label={`Delete user ${name}`}
                  >
                    Delete
                  </Button>
                </Tooltip>
              </Group>
            </Group>
          );
        }}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete user?"
        confirmLabel="Delete user"
        loading={deleting}
        onConfirm={() => void deleteUser()}
        onCancel={() => setToDelete(null)}
      >
        {`${toDelete?.display_name || 'This user'}'s account will be permanently deleted, with everything they own: ` +
          'profile, projects, videos, enrollments, discussions, comments and likes. This cannot be undone.'}
      </ConfirmDialog>
    </>
  );
}
