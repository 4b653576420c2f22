import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { createFakeFit, createFakeSmartCurve } from '@memory/api/testing';
import { SmartCurveCardView } from './SmartCurveCardView';

const base = createFakeSmartCurve({ reviewsCounted: 812, nextAutomaticFit: '2026-11-30' }).status;
const better = createFakeFit();
const adopted = createFakeFit({ adoptedAt: '2026-11-21T08:00:00.000Z' });

const meta = {
  title: 'mf-account/SmartCurveCardView',
  component: SmartCurveCardView,
  args: { status: base, onOptimize: fn(), onAdopt: fn(), onRevert: fn() },
} satisfies Meta<typeof SmartCurveCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enough graded reviews, never optimised: 立即优化. */
export const Ready: Story = {};
/** Too few graded reviews: the progress towards 400 and why 立即优化 waits. */
export const NotEnoughReviews: Story = { args: { status: { ...base, reviewsCounted: 286, nextAutomaticFit: null } } };
export const Running: Story = { args: { status: { ...base, running: createFakeFit({ id: 'fit-2', status: 'RUNNING', decision: null, reason: null, finishedAt: null }) } } };
/** A fit predicts better: 启用新参数. */
export const BetterFitOffered: Story = { args: { status: { ...base, lastFit: better, adoptable: better } } };
export const NotBetter: Story = { args: { status: { ...base, lastFit: createFakeFit({ decision: 'NOT_BETTER' }) } } };
export const Personal: Story = { args: { status: { ...base, source: 'PERSONAL', adopted, lastFit: adopted } } };
export const FitFailed: Story = {
  args: { status: { ...base, lastFit: createFakeFit({ status: 'FAILED', decision: null, reason: '优化失败，请稍后重试', defaultRmse: null, fittedRmse: null }) } },
};
export const Loading: Story = { args: { status: undefined } };
export const LoadFailed: Story = { args: { status: undefined, loadError: '无法读取智能曲线参数，请稍后重试', onRetry: fn() } };
export const ActionFailed: Story = { args: { error: '已有一次优化正在进行，请稍候' } };
