import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@mentorbridge/model';
import { renderWithProviders } from '@/test-utils';
import { deviceName, isIos, pushState, type PushEnvironment, type PushState } from '../api/push';
import { PushControl } from './PushDevices';

const T = TEXTS.notifications.device;

/** A desktop Chrome that may get push, not yet registered. */
const chrome: PushEnvironment = { configured: true, supported: true, ios: false, standalone: false, permission: 'default', registered: false };

describe('pushState', () => {
  it('says push is not configured on this server before anything else', () => {
    expect(pushState({ ...chrome, configured: false })).toBe('not_configured');
    expect(pushState({ ...chrome, configured: false, supported: false, ios: true })).toBe('not_configured');
  });

  it('asks iPhone and iPad users to add the app to the Home Screen first, and not once it is there', () => {
    expect(pushState({ ...chrome, ios: true, supported: false })).toBe('install_first');
    expect(pushState({ ...chrome, ios: true, standalone: true })).toBe('ready');
    expect(pushState({ ...chrome, ios: true, standalone: true, supported: false })).toBe('unsupported');
  });

  it('tells a browser without push, and a blocked permission, apart from one that may turn it on', () => {
    expect(pushState({ ...chrome, supported: false })).toBe('unsupported');
    expect(pushState({ ...chrome, permission: 'denied' })).toBe('denied');
    expect(pushState({ ...chrome, permission: 'denied', registered: true })).toBe('denied');
    expect(pushState(chrome)).toBe('ready');
    expect(pushState({ ...chrome, permission: 'granted' })).toBe('ready');
  });

  it('is on only for a registered browser that is allowed to show notifications', () => {
    expect(pushState({ ...chrome, permission: 'granted', registered: true })).toBe('on');
    expect(pushState({ ...chrome, permission: 'default', registered: true })).toBe('ready');
  });
});

describe('the browser', () => {
  const UA = {
    androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
    firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  };

  it('is iOS on an iPhone, and on an iPad that names itself a Mac with touch; a Mac without touch is not', () => {
    expect(isIos(UA.iphone, 5)).toBe(true);
    expect(isIos(UA.ipad, 5)).toBe(true);
    expect(isIos(UA.ipad, 0)).toBe(false);
    expect(isIos(UA.androidChrome, 5)).toBe(false);
  });

  it('names itself by browser and system', () => {
    expect(deviceName(UA.androidChrome, 5)).toBe('Chrome on Android');
    expect(deviceName(UA.iphone, 5)).toBe('Safari on iPhone');
    expect(deviceName(UA.ipad, 5)).toBe('Safari on iPad');
    expect(deviceName(UA.ipad, 0)).toBe('Safari on macOS');
    expect(deviceName(UA.edge)).toBe('Edge on Windows');
    expect(deviceName(UA.firefox)).toBe('Firefox on Linux');
    expect(deviceName('curl/8')).toBe(T.name(T.unknownBrowser, T.unknownSystem));
  });
});

describe('PushControl', () => {
  function renderControl(state: PushState, options: { dismissed?: boolean; busy?: boolean } = {}) {
    const onTurnOn = vi.fn();
    renderWithProviders(<PushControl state={state} busy={options.busy ?? false} dismissed={options.dismissed ?? false} onTurnOn={onTurnOn} />);
    return onTurnOn;
  }
  const turnOn = () => screen.queryByRole('button', { name: T.turnOn });

  it.each([
    ['not_configured', TEXTS.notifications.pushNotConfigured],
    ['install_first', T.installFirst],
    ['unsupported', T.unsupported],
    ['denied', T.denied],
  ] as const)('in state %s says why, and offers no button', (state, message) => {
    renderControl(state);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(turnOn()).toBeNull();
  });

  it('offers the button when push may be turned on; pressing it asks (and only then)', () => {
    const onTurnOn = renderControl('ready');
    expect(onTurnOn).not.toHaveBeenCalled();
    fireEvent.click(turnOn()!);
    expect(onTurnOn).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(T.dismissed)).toBeNull();
  });

  it('says when the person closed the browser’s question without allowing, and offers the button again', () => {
    renderControl('ready', { dismissed: true });
    expect(screen.getByRole('status')).toHaveTextContent(T.dismissed);
    expect(turnOn()).toBeInTheDocument();
  });

  it('confirms when this device gets push', () => {
    renderControl('on');
    expect(screen.getByText(T.on)).toBeInTheDocument();
    expect(turnOn()).toBeNull();
  });
});
