/** What pages use of dual investment: products, purchase, my orders, help. */
export { DualInvest } from './components/invest';
export { DualPurchase } from './components/purchase';
export { DualMine } from './components/mine';
export { DualHelp } from './components/help';
