import { errorReply, narrow, pending, screenStory, signedIn, type TestReply } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { fundProfile, investorProfile } from '../commitments/testing';
import { longTodos, openTodos, todoList } from './testing';

// /fundTodo: the fund's to-dos (add, tick off, delete), on the contract fixtures of ./testing.
const meta = { title: 'Commitments/To-dos', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const TODOS = 'GET /api/fund-todo';
const at = { at: '/fundTodo', path: '*' };
const fund = signedIn(fundProfile);
const todoStory = (reply: () => TestReply | typeof pending) => screenStory({ route: at, session: fund, api: { [TODOS]: reply } });

/** The open to-dos (the page's first tab): one overdue, two due, one without a date. */
export const Filled: Story = { ...todoStory(() => ({ json: todoList(openTodos()) })) };

/** Nothing to do yet. */
export const Empty: Story = { ...todoStory(() => ({ json: todoList([], { open: 0, done: 0 }) })) };

export const Loading: Story = { ...todoStory(() => pending) };

export const Failed: Story = { ...todoStory(() => errorReply(503, 'To-dos are not available right now.')) };

/** Long titles and notes, a dozen to-dos. */
export const LongContent: Story = { ...todoStory(() => ({ json: todoList(longTodos(), { open: 12, done: 0 }) })) };

export const Narrow: Story = { ...Filled, ...narrow };

export const SignedOut: Story = { ...screenStory({ route: at }) };

/** An investor: to-dos belong to a fund's raise. */
export const AsInvestor: Story = { ...screenStory({ route: at, session: signedIn(investorProfile) }) };
