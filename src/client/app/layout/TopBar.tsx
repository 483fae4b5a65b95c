import { Anchor, Badge, Box, Burger, Button, Container, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { initialsOf } from '../../../shared/account/initials';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { can, type Role } from '../../../shared/roles';
import { useUnreadCount } from '../../features/conversations/api/get-unread-count';
import { translateText } from '../../i18n/i18n';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useSignOut } from '../../lib/session/use-sign-out';
import { brandName } from '../../lib/site';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MenuTrigger } from './MenuTrigger';
import {
  accountItems,
  conversationCountText,
  inAppBarEntries,
  inAppItems,
  messagesItems,
  type NavItem,
  publicNavItems,
  studentPortalItems,
  trainerButtonTarget,
} from './navigation';
import classes from './TopBar.module.css';

/** A role as the account menu names it (shown capitalized). */
const ROLE_NAMES: Record<Role, string> = {
  student: msg('student'),
  trainer: msg('trainer'),
  instructor: msg('instructor'),
  admin: msg('admin'),
};

/** The avatar: the user's initials in a circle (spec §3). */
function Initials({ user }: { user: AccountUser }) {
  return (
    <span className={classes.initials} aria-hidden="true">
      {initialsOf(user)}
    </span>
  );
}

function AccountHeader({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  return (
    <>
      <Text fw={600} size="sm">
        {user.firstName} {user.lastName}
      </Text>
      <Text size="xs" c="dimmed">
        {user.email}
      </Text>
      <Text size="xs" c="dimmed" tt="capitalize">
        {t(ROLE_NAMES[user.role])}
      </Text>
    </>
  );
}

/**
 * A menu item's text: its label, and for the Communication item while `countText` is set (e.g.
 * '2 unread') the count as a badge. The link's accessible name is then `itemName` ("Communication,
 * 2 unread"), which begins with the visible label (WCAG 2.5.3).
 */
function ItemLabel({ item, count, countText }: { item: NavItem; count: number; countText: string | null }) {
  const { t } = useTranslation();
  if (!item.counter || !countText) return t(item.label);
  return (
    <>
      {t(item.label)}
      <Badge
        component="span"
        size="sm"
        color="red"
        variant="filled"
        ml={6}
        aria-hidden="true"
        style={{ verticalAlign: 'middle' }}
      >
        {count > 99 ? '99+' : count}
      </Badge>
    </>
  );
}

/** The accessible name of a menu item showing a count ("Communication, 2 unread"); undefined for the others (their text names them). */
const itemName = (item: NavItem, countText: string | null, t: TFunction) =>
  item.counter && countText ? t('{{item}}, {{state}}', { item: t(item.label), state: countText }) : undefined;

/** What the menus need to show the Communication item's count: the count and what it means (null for none). */
interface ItemCount {
  count: number;
  countText: string | null;
}

function LinkSection({
  title,
  items,
  onNavigate,
  counts = { count: 0, countText: null },
}: {
  title: string;
  items: NavItem[];
  onNavigate: () => void;
  counts?: ItemCount;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="nav" aria-label={title} gap={2}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px={12} pt="xs">
        {title}
      </Text>
      {items.map((item) => (
        <NavLink
          key={item.label}
          to={item.to}
          end
          className={classes.mobileLink}
          onClick={onNavigate}
          aria-label={itemName(item, counts.countText, t)}
        >
          <ItemLabel item={item} {...counts} />
        </NavLink>
      ))}
    </Stack>
  );
}

/**
 * What stands in for Sign In and Register (or the avatar) while the session is being checked
 * (issue 23): a grey block of their size, so a signed-in user never sees Sign In flash and the bar
 * does not jump. Prerendered pages carry it too, until the app asks the session.
 */
function SessionPlaceholder({ width }: { width: number | string }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('Checking whether you are signed in')}>
      <Skeleton h={36} w={width} radius="md" />
    </Box>
  );
}

/**
 * The top bar (spec §2 "Navigation"): the brand link to /, the public links, the Student Portal
 * menu (students), the Messages menu, the Trainer button, and Sign In / Register or the avatar
 * menu (name, email, role, Dashboard, profile links, Sign Out). Signed-in users also get the
 * in-app menu of their role below it, whose Communication item shows the count of unread
 * conversations (admins: waiting for a reply; issue 13), asked every 60 s; an admin's own entries
 * are gathered under an Admin menu there (issue 23). Under the lg breakpoint everything moves into
 * one menu behind a burger button. While the session is being checked, a placeholder stands where
 * Sign In and Register or the avatar will be (issue 23).
 */
export function TopBar() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const signedIn = user !== null;
  const count = useUnreadCount(user?.id ?? null) ?? 0;
  const counts: ItemCount = {
    count,
    countText: user ? translateText(conversationCountText(user.role, count) ?? '') || null : null,
  };

  return (
    <Box component="header" className={classes.header} data-site-chrome>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={paths.landing.path} className={classes.brand} underline="never">
            {brandName}
          </Anchor>
          <Group component="nav" aria-label={t('Main')} gap={2} visibleFrom="lg" wrap="nowrap">
            {publicNavItems.map((item) => (
              <NavLink key={item.to} to={item.to} end className={classes.link}>
                {t(item.label)}
              </NavLink>
            ))}
            {can(user, 'studentMenus') && <MenuTrigger label={t('Student Portal')} items={studentPortalItems} />}
            <MenuTrigger label={t('Messages')} items={messagesItems(signedIn)} />
          </Group>
          <Group gap="xs" visibleFrom="lg" wrap="nowrap">
            <Button component={Link} to={trainerButtonTarget(signedIn)} variant="light">
              {t('Trainer')}
            </Button>
            {isLoading ? (
              <SessionPlaceholder width={200} />
            ) : user ? (
              <MenuTrigger
                label={<Initials user={user} />}
                ariaLabel={t('Account menu for {{name}}', { name: `${user.firstName} ${user.lastName}` })}
                header={<AccountHeader user={user} />}
                items={accountItems(user)}
                onSignOut={signOut}
              />
            ) : (
              <>
                <LanguageSwitcher />
                <Button component={Link} to={paths.login.path} variant="default">
                  {t('Sign In')}
                </Button>
                <Button component={Link} to={paths.register.path}>
                  {t('Register')}
                </Button>
              </>
            )}
          </Group>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="lg"
            aria-label={opened ? t('Close menu') : t('Open menu')}
            aria-expanded={opened}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>

      {user && (
        <Box className={classes.inApp} visibleFrom="lg">
          <Container size="xl">
            <Box style={{ overflowX: 'auto' }}>
              <Group component="nav" aria-label={t('My Nightingale')} gap={2} wrap="nowrap" py={4}>
                {inAppBarEntries(user.role).map((item) =>
                  'items' in item ? (
                    <MenuTrigger
                      key={item.label}
                      label={t(item.label)}
                      items={item.items}
                      active={item.items.some((entry) => entry.to === pathname)}
                    />
                  ) : (
                    <NavLink
                      key={item.label}
                      to={item.to}
                      end
                      className={classes.link}
                      aria-label={itemName(item, counts.countText, t)}
                    >
                      <ItemLabel item={item} {...counts} />
                    </NavLink>
                  ),
                )}
              </Group>
            </Box>
          </Container>
        </Box>
      )}

      <Box hidden={!opened} hiddenFrom="lg" id="mobile-menu">
        <Container size="xl" pb="md">
          <Stack gap="xs">
            {user && (
              <Group gap="sm" px={12} pt="xs">
                <Initials user={user} />
                <div>
                  <AccountHeader user={user} />
                </div>
              </Group>
            )}
            <LinkSection title={t('Main')} items={publicNavItems} onNavigate={close} />
            {can(user, 'studentMenus') && (
              <LinkSection title={t('Student Portal')} items={studentPortalItems} onNavigate={close} />
            )}
            <LinkSection title={t('Messages')} items={messagesItems(signedIn)} onNavigate={close} />
            {user && (
              <LinkSection
                title={t('My Nightingale')}
                items={inAppItems(user.role)}
                onNavigate={close}
                counts={counts}
              />
            )}
            {user && <LinkSection title={t('My Account')} items={accountItems(user)} onNavigate={close} />}
            <Divider />
            <Stack gap="xs">
              <Button component={Link} to={trainerButtonTarget(signedIn)} variant="light" onClick={close}>
                {t('Trainer')}
              </Button>
              {isLoading ? (
                <SessionPlaceholder width="100%" />
              ) : user ? (
                <Button
                  variant="default"
                  onClick={() => {
                    close();
                    void signOut();
                  }}
                >
                  {t('Sign Out')}
                </Button>
              ) : (
                <>
                  <LanguageSwitcher size="sm" />
                  <Button component={Link} to={paths.login.path} variant="default" onClick={close}>
                    {t('Sign In')}
                  </Button>
                  <Button component={Link} to={paths.register.path} onClick={close}>
                    {t('Register')}
                  </Button>
                </>
              )}
            </Stack>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
