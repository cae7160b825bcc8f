/** What pages use of the launchpad (IEO): the project list, a project with subscription, my subscriptions. */
export { ProjectList } from './components/project-list';
export { ProjectSubscribe } from './components/subscribe';
export { ProjectOrders } from './components/order-card';
