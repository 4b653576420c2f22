// antd-img-crop imports antd/es/modal; the apps alias it here so it uses the one shared antd (theme, locale, weight).
import { Modal } from 'antd';

export default Modal;
