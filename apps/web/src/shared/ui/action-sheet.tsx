import { ActionSheet as AntdActionSheet, type ActionSheetProps } from 'antd-mobile';
import { useRouteBoundVisible } from './route-bound-sheets';

/** antd-mobile's ActionSheet, closed when the location changes (route-bound-sheets). */
export function ActionSheet(props: ActionSheetProps) {
  const shown = useRouteBoundVisible(props.visible === true, props.onClose);
  return <AntdActionSheet {...props} visible={shown} />;
}
